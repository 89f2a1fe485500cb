"""The layout toolbox: encodings as values, the linear-layout algebra over them, layout
inference for the tt ops, Gluon's layout helpers and what a layout means for the hardware.
Imports only the text layer below it; the dialects build on it."""
