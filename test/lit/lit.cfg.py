"""lit configuration for gluon-opt's FileCheck tests (run: `lit test/lit` or pytest)."""

import os
import shutil
import sys

import lit.formats

config.name = "gluon-opt"  # noqa: F821 (lit provides `config`)
config.test_format = lit.formats.ShTest(execute_external=False)  # noqa: F821
config.suffixes = [".mlir"]  # noqa: F821
config.test_source_root = os.path.dirname(__file__)  # noqa: F821
config.excludes = ["Inputs"]  # noqa: F821


def _tool(name: str) -> str:
    found = shutil.which(
        name, path=os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", "")
    )
    return found or name


# gluon-opt runs through this interpreter, so lit works from any environment that can
# import gluon_opt. FileCheck is the `filecheck` PyPI package; LLVM's own FileCheck binary
# (shipped in the triton wheel as triton/FileCheck) is available as `%llvm-filecheck`.
# Keys are regular expressions (lit applies them with re.sub): match whole words only.
gluon_opt = f"{sys.executable} -m gluon_opt.tools.gluon_opt"
try:
    import triton

    llvm_filecheck = os.path.join(os.path.dirname(triton.__file__), "FileCheck")
except ImportError:
    llvm_filecheck = "FileCheck"

config.substitutions.append(("%llvm-filecheck", llvm_filecheck))  # noqa: F821
config.substitutions.append((r"(?<![\w/.%-])gluon-opt(?![\w.-])", gluon_opt))  # noqa: F821
# A CMake build (lit.site.cfg.py) names LLVM's FileCheck from the triton wheel for FileCheck.
filecheck = getattr(config, "filecheck", None) or _tool("filecheck")  # noqa: F821
config.substitutions.append((r"(?<![\w/.%-])FileCheck(?![\w.-])", filecheck))  # noqa: F821
config.substitutions.append(("%python", sys.executable))  # noqa: F821
