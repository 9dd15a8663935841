"""The phases of a turn, one module each: movement, contribution, the obelisk, discard and draw; ``turn`` puts
their candidates, checks and effects together per step of the flow."""
