"""The import direction of the package, checked on the source tree with ``ast``.

The layers, lowest first (a module may import its own layer and the ones below it):

    text (dialects/text) <- layouts (dialects/layout) <- dialects <- analyses (analysis/)
    <- passes <- tools and embedding (tools/)

The public API (``api/``: ``gluon_opt``, ``gluon_opt.layout``) sits on top and may import
anything; nothing below imports it. Between our modules there is no import cycle, and no
module imports inside a function, except the lazy loads listed in ``LAZY`` with their reason.
"""

from __future__ import annotations

import ast
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Lowest first; a module belongs to the longest prefix that names it.
LAYERS = {
    "gluon_opt.dialects.text": 0,
    "gluon_opt.dialects.layout": 1,
    "gluon_opt.dialects": 2,
    "gluon_opt.analysis": 3,
    "gluon_opt.passes": 4,
    "gluon_opt.tools": 5,
    "gluon_opt": 6,
}
LAYER_NAMES = ["text", "layouts", "dialects", "analyses", "passes", "tools", "api"]

# Imports allowed inside a function: (importing module, imported module prefix) -> why.
LAZY = {
    ("gluon_opt", "gluon_opt.tools.embed"): "the package root runs before every submodule "
    "import; it loads the embedding (every pass, Triton's compiler) only when called",
    ("gluon_opt", "gluon_opt.passes.registry"): "as above: the root does not load the passes",
    ("gluon_opt.tools.backend", "triton"): "libtriton and Triton's NVIDIA backend, only "
    "for --emit=llir|ptx|cubin: gluon-opt with Python passes alone never loads libtriton",
    ("gluon_opt.tools.oracle", "triton"): "libtriton, only in the oracle's worker process",
    ("gluon_opt.tools.cpp_pipeline", "triton"): "libtriton, only when a C++ pass runs (as above)",
    ("gluon_opt.tools.gluon_layout", "PIL"): "Pillow is optional (the png extra), for --png",
    ("gluon_opt.tools.layout_render", "PIL"): "Pillow is optional (the png extra), for PNGs",
}


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    line: int
    in_function: bool


def _modules() -> dict[str, Path]:
    """Every module of the package, by its dotted name (from pyproject's package-dir)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    package_dir = config["tool"]["setuptools"]["package-dir"]
    modules: dict[str, Path] = {}
    for package in config["tool"]["setuptools"]["packages"]:
        folder = ROOT / package_dir[package]
        for path in sorted(folder.glob("*.py")):
            name = package if path.stem == "__init__" else f"{package}.{path.stem}"
            modules[name] = path
    return modules


def _target(importer: str, is_package: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    parts = importer.split(".")
    if not is_package:
        parts = parts[:-1]
    parts = parts[: len(parts) - (node.level - 1)]
    return ".".join(parts + ([node.module] if node.module else []))


def _imports(modules: dict[str, Path]) -> list[Import]:
    found: list[Import] = []
    for name, path in modules.items():
        is_package = path.stem == "__init__"

        def visit(node: ast.AST, in_function: bool, name: str = name, pkg: bool = is_package):
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.Import):
                    targets = [alias.name for alias in child.names]
                elif isinstance(child, ast.ImportFrom):
                    base = _target(name, pkg, child)
                    # `from package import module` imports the module.
                    targets = [
                        f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base
                        for a in child.names
                    ]
                else:
                    targets = []
                for target in dict.fromkeys(targets):
                    found.append(Import(name, target, child.lineno, in_function))
                nested = isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
                visit(child, in_function or nested)

        visit(ast.parse(path.read_text(), str(path)), False)
    return found


def _layer(module: str) -> int:
    best = max((p for p in LAYERS if module == p or module.startswith(p + ".")), key=len)
    return LAYERS[best]


MODULES = _modules()
IMPORTS = _imports(MODULES)
OURS = [i for i in IMPORTS if i.imported in MODULES]


def test_every_layer_has_modules() -> None:
    layers = {_layer(m) for m in MODULES}
    assert layers == set(range(len(LAYER_NAMES)))


def test_imports_point_down() -> None:
    wrong = [
        f"{MODULES[i.importer].relative_to(ROOT)}:{i.line}: {i.importer} "
        f"({LAYER_NAMES[_layer(i.importer)]}) imports {i.imported} "
        f"({LAYER_NAMES[_layer(i.imported)]})"
        for i in OURS
        if _layer(i.imported) > _layer(i.importer)
    ]
    assert wrong == []


def _is_lazy(i: Import) -> bool:
    return any(
        i.importer == importer and (i.imported == prefix or i.imported.startswith(prefix + "."))
        for importer, prefix in LAZY
    )


def test_no_imports_inside_functions() -> None:
    inside = [
        f"{MODULES[i.importer].relative_to(ROOT)}:{i.line}: imports {i.imported}"
        for i in IMPORTS
        if i.in_function and not _is_lazy(i)
    ]
    assert inside == []


def test_every_lazy_load_is_used() -> None:
    used = {(importer, prefix) for importer, prefix in LAZY for i in IMPORTS if i.in_function
            and i.importer == importer and _is_lazy(i) and
            (i.imported == prefix or i.imported.startswith(prefix + "."))}
    assert set(LAZY) - used == set()


def test_no_import_cycles() -> None:
    graph: dict[str, set[str]] = {m: set() for m in MODULES}
    for i in OURS:
        if i.imported != i.importer:
            graph[i.importer].add(i.imported)
    # Tarjan's strongly connected components; a component of two or more is a cycle.
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    assert cycles == []
