"""What libtriton 3.6.0's Python bindings can put in a pass manager, described once.

Each ``CppPass`` says how a C++ pass is called from gluon-opt: its triton-opt flag, the
name MLIR gives it (``Pass::getName()``, shown in IR dumps and timing reports), the binding
that adds it (``passes.ttgpuir.add_coalesce`` under ``triton._C.libtriton``), and its options.
An option the binding takes as an argument can be set from the command line; the others
(``fixed``) exist in triton-opt but the binding always leaves them at their default.

``TRITON_OPT_ONLY`` names the passes that triton-opt registers but libtriton's bindings do not
expose (test and analysis passes, a few transformations), so the CLI can say exactly that.

This module is pure description; ``gluon_opt.tools.cpp_pipeline`` runs the passes and
``test/unit/test_cpp_pipeline.py`` checks every entry against libtriton (flag, option names
and defaults, MLIR name, and that no binding is left out).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CppOption:
    """One option of a C++ pass, as triton-opt spells it (``compute-capability``)."""

    name: str
    kind: type  # int, bool or str
    default: int | bool | str
    help: str = ""


@dataclass(frozen=True)
class CppPass:
    flag: str
    mlir_name: str
    binding: str  # attribute path below triton._C.libtriton
    summary: str
    options: tuple[CppOption, ...] = ()  # the binding's arguments after the pass manager
    # triton-opt options the binding does not let us set, with the value it always uses
    fixed: str = ""  # "name=value name=value"

    def fixed_options(self) -> dict[str, str]:
        return dict(item.split("=", 1) for item in self.fixed.split())


def _int(name: str, default: int, help: str) -> CppOption:
    return CppOption(name, int, default, help)


def _bool(name: str, default: bool, help: str) -> CppOption:
    return CppOption(name, bool, default, help)


_CC = _int("compute-capability", 90, "the GPU's compute capability, e.g. 90 for Hopper")
_CC_LLVM = _int("compute-capability", 80, "the GPU's compute capability")
_PTX = _int("ptx-version", 80, "the PTX ISA version to target")
_STAGES = _int("num-stages", 3, "how many stages a pipelined loop gets")
_DUMP = _bool("dump-intermediate-steps", False, "print the IR between the pass's steps")


CPP_PASSES: tuple[CppPass, ...] = (
    # MLIR's own passes, as Triton configures them
    CppPass(
        "canonicalize",
        "Canonicalizer",
        "passes.common.add_canonicalizer",
        "fold and simplify with every op's canonicalization patterns (greedy driver)",
        fixed="max-iterations=10 max-num-rewrites=-1 region-simplify=normal "
        "test-convergence=false top-down=true",
    ),
    CppPass("cse", "CSE", "passes.common.add_cse", "remove common subexpressions"),
    CppPass(
        "inline",
        "Inliner",
        "passes.common.add_inliner",
        "inline calls to functions that allow it",
        fixed="default-pipeline=canonicalize inlining-threshold=4294967295 max-iterations=4",
    ),
    CppPass(
        "loop-invariant-code-motion",
        "LoopInvariantCodeMotion",
        "passes.common.add_licm",
        "hoist side-effect-free loop-invariant ops out of loops",
    ),
    CppPass("sccp", "SCCP", "passes.common.add_sccp", "propagate constants, also through branches"),
    CppPass(
        "symbol-dce", "SymbolDCE", "passes.common.add_symbol_dce", "erase unused private symbols"
    ),
    CppPass(
        "convert-scf-to-cf",
        "SCFToControlFlowPass",
        "passes.convert.add_scf_to_cf",
        "lower structured control flow (scf) to branches (cf)",
    ),
    CppPass(
        "convert-arith-to-llvm",
        "ArithToLLVMConversionPass",
        "passes.convert.add_arith_to_llvmir",
        "lower arith to the llvm dialect",
        fixed="index-bitwidth=0",
    ),
    CppPass(
        "convert-cf-to-llvm",
        "ConvertControlFlowToLLVMPass",
        "passes.convert.add_cf_to_llvmir",
        "lower cf branches to the llvm dialect",
        fixed="index-bitwidth=0",
    ),
    CppPass(
        "convert-index-to-llvm",
        "ConvertIndexToLLVMPass",
        "passes.convert.add_index_to_llvmir",
        "lower the index dialect to the llvm dialect",
        fixed="index-bitwidth=0",
    ),
    CppPass(
        "convert-nvvm-to-llvm",
        "ConvertNVVMToLLVMPass",
        "passes.convert.add_nvvm_to_llvm",
        "lower nvvm ops that have no LLVM intrinsic to inline PTX",
    ),
    CppPass(
        "enable-line-info",
        "LLVMDIScope",
        "passes.llvmir.add_di_scope",
        "attach debug scopes to llvm functions, for line info in the binary",
    ),
    CppPass(
        "extract-variable-info",
        "LLVMDILocalVariable",
        "passes.llvmir.add_di_local_variable",
        "attach debug information for local variables to llvm ops",
    ),
    # tt
    CppPass(
        "triton-combine",
        "TritonCombineOps",
        "passes.ttir.add_combine",
        "peephole rewrites of tt ops (dot+add, select of loads, broadcasts ...)",
    ),
    CppPass(
        "triton-reorder-broadcast",
        "TritonReorderBroadcast",
        "passes.ttir.add_reorder_broadcast",
        "move elementwise ops before broadcasts and splats, so they run on less data",
    ),
    CppPass(
        "triton-rewrite-tensor-pointer",
        "TritonRewriteTensorPointer",
        "passes.ttir.add_rewrite_tensor_pointer",
        "rewrite block pointers (tt.make_tensor_ptr) into tensors of pointers",
    ),
    CppPass(
        "triton-rewrite-tensor-descriptor-to-pointer",
        "TritonRewriteTensorDescriptorToPointer",
        "passes.ttir.add_rewrite_tensor_descriptor_to_pointer",
        "rewrite tensor-descriptor loads and stores into pointer arithmetic",
    ),
    CppPass(
        "triton-loop-unroll",
        "TritonLoopUnroll",
        "passes.ttir.add_loop_unroll",
        "unroll loops marked with tt.loop_unroll_factor",
    ),
    CppPass(
        "triton-licm",
        "TritonLoopInvariantCodeMotion",
        "passes.ttir.add_triton_licm",
        "hoist loop-invariant loads out of loops, guarded by the trip count",
    ),
    CppPass(
        "triton-loop-aware-cse",
        "TritonLoopAwareCSE",
        "passes.ttir.add_loop_aware_cse",
        "CSE that also merges loop-carried values computed the same way",
    ),
    CppPass(
        "convert-triton-to-tritongpu",
        "ConvertTritonToTritonGPU",
        "passes.ttir.add_convert_to_ttgpuir",
        "give every tensor a blocked layout: ttir to ttgir",
        (
            CppOption("target", str, "", "the GPU target, e.g. cuda:90"),
            _int("num-warps", 4, "warps per CTA"),
            _int("threads-per-warp", 32, "threads per warp"),
            _int("num-ctas", 1, "CTAs per cluster"),
        ),
        fixed="enable-source-remat=false",
    ),
    # ttg
    CppPass(
        "tritongpu-coalesce",
        "TritonGPUCoalesce",
        "passes.ttgpuir.add_coalesce",
        "pick memory-access layouts that coalesce global loads and stores",
    ),
    CppPass(
        "tritongpu-remove-layout-conversions",
        "TritonGPURemoveLayoutConversions",
        "passes.ttgpuir.add_remove_layout_conversions",
        "propagate layouts to remove ttg.convert_layout ops",
    ),
    CppPass(
        "tritongpu-optimize-thread-locality",
        "TritonGPUOptimizeThreadLocality",
        "passes.ttgpuir.add_optimize_thread_locality",
        "keep reductions and gathers within a thread where the layout allows",
    ),
    CppPass(
        "tritongpu-accelerate-matmul",
        "TritonGPUAccelerateMatmul",
        "passes.ttgpuir.add_accelerate_matmul",
        "give tt.dot an MMA layout (mma v2, wgmma, tcgen05) for the target",
    ),
    CppPass(
        "tritongpu-optimize-dot-operands",
        "TritonGPUOptimizeDotOperands",
        "passes.ttgpuir.add_optimize_dot_operands",
        "move dot-operand layout conversions and transposes to cheaper places",
        (
            _bool(
                "hoist-layout-conversion",
                True,
                "hoist the conversion to a dot operand above elementwise ops",
            ),
        ),
    ),
    CppPass(
        "tritongpu-F32DotTC",
        "TritonGPUF32DotTC",
        "passes.ttgpuir.add_f32_dot_tc",
        "split fp32 dots with tf32x3/bf16x3/bf16x6 precision into several tensor-core dots",
        (_bool("emu-tf32", False, "also emulate TF32xN input precisions"),),
    ),
    CppPass(
        "tritongpu-fuse-nested-loops",
        "TritonGPUFuseNestedLoops",
        "passes.ttgpuir.add_fuse_nested_loops",
        "flatten a loop nest into one loop so that it can be pipelined",
    ),
    CppPass(
        "tritongpu-combine-tensor-select-and-if",
        "TritonGPUCombineTensorSelectAndIf",
        "passes.ttgpuir.add_combine_tensor_select_and_if",
        "fold arith.select on a scalar condition into a neighbouring scf.if",
    ),
    CppPass(
        "tritongpu-assign-latencies",
        "TritonGPUAssignLatencies",
        "passes.ttgpuir.add_assign_latencies",
        "mark the loads and MMAs of a loop with the latency the pipeliner should hide",
        (_STAGES,),
    ),
    CppPass(
        "tritongpu-schedule-loops",
        "TritonGPUScheduleLoops",
        "passes.ttgpuir.add_schedule_loops",
        "assign every op of a loop to a pipeline stage and cluster",
    ),
    CppPass(
        "tritongpu-pipeline",
        "TritonGPUPipeline",
        "passes.ttgpuir.add_pipeline",
        "software-pipeline scheduled loops (async copies, barriers, prologue/epilogue)",
        (_STAGES, _DUMP),
    ),
    CppPass(
        "tritongpu-prefetch",
        "TritonGPUPrefetch",
        "passes.ttgpuir.add_prefetch",
        "prefetch dot operands from shared memory one iteration ahead",
    ),
    CppPass(
        "tritongpu-coalesce-async-copy",
        "TritonGPUCoalesceAsyncCopy",
        "passes.ttgpuir.add_coalesce_async_copy",
        "narrow async copies to the vector width the shared layout allows",
    ),
    CppPass(
        "tritongpu-reduce-data-duplication",
        "TritonGPUReduceDataDuplication",
        "passes.ttgpuir.add_reduce_data_duplication",
        "route blocked-to-dot-operand conversions through shared memory",
    ),
    CppPass(
        "tritongpu-reorder-instructions",
        "TritonGPUReorderInstructions",
        "passes.ttgpuir.add_reorder_instructions",
        "move ops next to their uses to shorten live ranges",
    ),
    CppPass(
        "tritongpu-optimize-accumulator-init",
        "TritonGPUOptimizeAccumulatorInit",
        "passes.ttgpuir.add_optimize_accumulator_init",
        "replace a zeroed accumulator by the MMA's use-accumulator flag",
    ),
    CppPass(
        "tritongpu-hoist-tmem-alloc",
        "TritonGPUHoistTMEMAlloc",
        "passes.ttgpuir.add_hoist_tmem_alloc",
        "hoist tensor-memory allocations out of loops",
        (_bool("hoist-out-of-if", False, "also hoist out of scf.if"),),
    ),
    CppPass(
        "tritongpu-automatic-warp-specialization",
        "TritonGPUAutomaticWarpSpecialization",
        "passes.ttgpuir.add_warp_specialize",
        "split a scheduled loop into producer and consumer warp groups",
        (_STAGES,),
    ),
    CppPass(
        "tritongpu-optimize-partition-warps",
        "TritonGPUOptimizePartitionWarps",
        "passes.ttgpuir.add_optimize_partition_warps",
        "give each warp-specialized partition as few warps as it needs",
    ),
    CppPass(
        "tritongpu-allocate-warp-groups",
        "TritonGPUAllocateWarpGroups",
        "passes.ttgpuir.add_allocate_warp_groups",
        "assign warp ids to warp-specialized partitions",
    ),
    CppPass(
        "tritongpu-global-scratch-memory-allocation",
        "TritonGPUGlobalScratchAllocationPass",
        "passes.ttgpuir.add_allocate_global_scratch_memory",
        "lay out global scratch buffers and record their size on the module",
    ),
    CppPass(
        "allocate-shared-memory",
        "AllocateSharedMemory",
        "passes.ttgpuir.add_allocate_shared_memory",
        "assign shared-memory offsets (target-independent scratch sizes)",
    ),
    CppPass(
        "tritoninstrument-concurrency-sanitizer",
        "TritonInstrumentConcurrencySanitizer",
        "passes.ttgpuir.add_concurrency_sanitizer",
        "instrument shared/tensor-memory accesses to detect races at run time",
    ),
    # ttng, nvgpu, nvws
    CppPass(
        "triton-nvidia-gpu-plan-cta",
        "TritonGPUPlanCTAPass",
        "nvidia.passes.ttnvgpuir.add_plan_cta",
        "split dots, reductions and stores over the CTAs of a cluster",
    ),
    CppPass(
        "triton-nvidia-gpu-fence-insertion",
        "TritonGPUFenceInsertion",
        "nvidia.passes.ttnvgpuir.add_fence_insertion",
        "insert async-proxy fences before MMAs reading register-written shared memory",
        (_CC,),
    ),
    CppPass(
        "triton-nvidia-gpu-proxy-fence-insertion",
        "TritonGPUProxyFenceInsertion",
        "nvidia.passes.ttnvgpuir.add_proxy_fence_insertion",
        "insert proxy fences between generic and async shared-memory accesses",
        (_CC,),
    ),
    CppPass(
        "triton-nvidia-tma-lowering",
        "TritonNvidiaGPUTMALoweringPass",
        "nvidia.passes.ttnvgpuir.add_tma_lowering",
        "lower tensor-descriptor ops to TMA copies and mbarriers",
    ),
    CppPass(
        "triton-nvidia-mma-lowering",
        "TritonNvidiaGPUMMALoweringPass",
        "nvidia.passes.ttnvgpuir.add_lower_mma",
        "lower scaled MMAs' scales to tensor memory and other MMA details",
    ),
    CppPass(
        "triton-nvidia-optimize-descriptor-encoding",
        "TritonNvidiaGPUOptimizeDescriptorEncodingPass",
        "nvidia.passes.ttnvgpuir.add_optimize_descriptor_encoding",
        "choose the shared layouts of tensor descriptors from their uses",
    ),
    CppPass(
        "triton-nvidia-optimize-tmem-layouts",
        "TritonNvidiaGPUOptimizeTMemLayoutsPass",
        "nvidia.passes.ttnvgpuir.add_optimize_tmem_layouts",
        "pick tensor-memory load/store layouts that avoid conversions",
    ),
    CppPass(
        "triton-nvidia-interleave-tmem",
        "TritonNvidiaGPUInterleaveTMemPass",
        "nvidia.passes.ttnvgpuir.add_interleave_tmem",
        "interleave tensor-memory loads with their uses to lower register pressure",
    ),
    CppPass(
        "tritongpu-promote-lhs-to-tmem",
        "TritonNvidiaGPUPromoteLHSToTMemPass",
        "nvidia.passes.ttnvgpuir.add_promote_lhs_to_tmem",
        "keep a tcgen05 MMA's left operand in tensor memory where it pays",
    ),
    CppPass(
        "triton-nvidia-gpu-remove-tmem-tokens",
        "TritonNvidiaGPURemoveTMEMTokensPass",
        "nvidia.passes.ttnvgpuir.add_remove_tmem_tokens",
        "drop the async tokens of tensor-memory ops once they are no longer needed",
    ),
    CppPass(
        "triton-nvidia-check-matmul-two-cta",
        "TritonNvidiaGPUCheckMatmulTwoCTAPass",
        "nvidia.passes.ttnvgpuir.add_check_matmul_two_cta",
        "check that two-CTA MMAs are used consistently in a module",
    ),
    CppPass(
        "triton-tensor-memory-allocation",
        "TritonTensorMemoryAllocationPass",
        "nvidia.passes.ttnvgpuir.add_allocate_tensor_memory",
        "assign tensor-memory columns to ttng.tmem_alloc ops",
    ),
    CppPass(
        "convert-nv-gpu-to-llvm",
        "ConvertNVGPUToLLVM",
        "nvidia.passes.ttnvgpuir.add_nvgpu_to_llvm",
        "lower nvgpu ops to llvm/inline PTX",
    ),
    CppPass(
        "convert-warp-specialize-to-llvm",
        "ConvertWarpSpecializeToLLVM",
        "nvidia.passes.ttnvgpuir.add_warp_specialize_to_llvm",
        "lower ttg.warp_specialize to llvm control flow",
    ),
    CppPass(
        "allocate-shared-memory-nv",
        "AllocateSharedMemoryNv",
        "nvidia.passes.ttgpuir.add_allocate_shared_memory_nv",
        "assign shared-memory offsets with NVIDIA's scratch sizes",
        (_CC_LLVM, _PTX),
    ),
    CppPass(
        "convert-triton-gpu-to-llvm",
        "ConvertTritonGPUToLLVM",
        "nvidia.passes.ttgpuir.add_to_llvmir",
        "lower ttgir to the llvm dialect for NVIDIA GPUs",
        (_CC_LLVM, _PTX),
    ),
    CppPass(
        "nvgpu-warp-specialization",
        "NVGPUWarpSpecialization",
        "nvidia.passes.hopper.add_hopper_warpspec",
        "Hopper warp specialization of annotated loops",
        (_STAGES, _DUMP),
    ),
    CppPass(
        "nvws-assign-stage-phase",
        "NVWSAssignStagePhase",
        "nvidia.passes.nvws.add_assign_stage_phase",
        "give async references (arefs) their buffer stage and phase",
    ),
    CppPass(
        "nvws-insert-tmem-aref",
        "NVWSInsertTmemAref",
        "nvidia.passes.nvws.add_insert_tmem_aref",
        "put tensor-memory values shared between partitions behind arefs",
    ),
    CppPass(
        "nvws-lower-aref",
        "NVWSLowerAref",
        "nvidia.passes.nvws.add_lower_aref",
        "lower arefs to shared-memory buffers and mbarriers",
        fixed="num-stages=3",
    ),
    CppPass(
        "nvws-lower-warp-group",
        "NVWSLowerWarpGroup",
        "nvidia.passes.nvws.add_lower_warp_group",
        "lower nvws.warp_group to ttg.warp_specialize",
    ),
    # gluon
    CppPass(
        "gluon-resolve-auto-encodings",
        "GluonResolveAutoEncodingsPass",
        "passes.gluon.add_resolve_auto_encodings",
        "replace #gluon.auto_encoding by layouts inferred from their neighbours",
    ),
    CppPass(
        "gluon-infer-coalesced-encodings",
        "GluonInferCoalescedEncodingsPass",
        "passes.gluon.add_infer_coalesced_encodings",
        "give #gluon.coalesced_encoding tensors a coalesced blocked layout",
    ),
    CppPass(
        "gluon-canonicalize",
        "GluonCanonicalize",
        "passes.gluon.add_canonicalizer",
        "canonicalize with the patterns safe for Gluon's explicit layouts",
    ),
    CppPass("gluon-inline", "GluonInline", "passes.gluon.add_inliner", "inline Gluon functions"),
)


@dataclass(frozen=True)
class TritonOptOnly:
    """A pass triton-opt registers that libtriton's Python bindings cannot add."""

    flag: str
    what: str


TRITON_OPT_ONLY: tuple[TritonOptOnly, ...] = tuple(
    TritonOptOnly(flag, what)
    for flag, what in (
        ("test-print-alias", "an analysis test pass"),
        ("test-print-alignment", "an analysis test pass"),
        ("test-print-allocation", "an analysis test pass"),
        ("test-print-membar", "an analysis test pass"),
        ("test-print-scope-id-allocation", "an analysis test pass"),
        ("test-tritonamdgpu-membar", "an AMD analysis test pass"),
        ("triton-test-loop-peeling", "a test pass"),
        ("tritongpu-test-pipeline-lower-loop", "a test pass"),
        ("nvgpu-test-ws-code-partition", "a test pass"),
        ("nvgpu-test-ws-data-partition", "a test pass"),
        ("nvgpu-test-ws-task-partition", "a test pass"),
        ("nvgpu-test-taskid-propagate", "a test pass"),
        ("tritongpu-partition-loops", "a pass"),
        ("tritongpu-partition-scheduling", "a pass"),
        ("relayout-tritongpu", "a pass"),
        ("nvws-insert-aref", "a pass"),
        ("gluon-slimplify-control-flow", "a pass"),
        ("reconcile-unrealized-casts", "an MLIR pass"),
        ("llvm-optimize-for-nvvm-target", "a pass"),
    )
)


def find_cpp_pass(flag: str) -> CppPass | None:
    return next((p for p in CPP_PASSES if p.flag == flag), None)


def find_triton_opt_only(flag: str) -> TritonOptOnly | None:
    if flag.startswith(("tritonamdgpu-", "test-tritonamdgpu-")):
        return TritonOptOnly(flag, "an AMD pass")  # libtriton's NVIDIA bindings have none
    return next((p for p in TRITON_OPT_ONLY if p.flag == flag), None)
