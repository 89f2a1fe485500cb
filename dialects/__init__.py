"""gluon_opt.dialects"""
