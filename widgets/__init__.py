"""ipywidgets and Plotly on top of the rules kernel: board, table, walkthrough, analysis, gallery."""
