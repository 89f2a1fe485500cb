"""gluon_opt.tools"""
