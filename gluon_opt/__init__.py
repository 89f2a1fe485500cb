"""gluon-opt: Triton's NVIDIA compiler passes, written in Python on xDSL."""
