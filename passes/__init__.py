"""gluon_opt.passes"""
