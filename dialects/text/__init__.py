"""The text layer of the IR: the MLIR-exact printer and parser, located diagnostics and an
iterative walk. The bottom layer: it imports nothing else of gluon_opt."""
