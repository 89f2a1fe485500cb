// RUN: gluon-opt %s --triton-nvidia-tma-lowering | FileCheck %s

// A device-side descriptor is built in a 128-byte global scratch buffer. Box dims and global
// dims are listed innermost first, strides drop the innermost one and are scaled to bytes.
// bf16 is element type 10, 64B swizzling is mode 2, NaN padding is fill mode 1.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @make
  // CHECK-DAG: %[[ONE:.*]] = arith.constant 1 : i32
  // CHECK-DAG: %[[TWO:.*]] = arith.constant 2 : i64
  // CHECK-DAG: %[[C32:.*]] = arith.constant 32 : i32
  // CHECK-DAG: %[[C128:.*]] = arith.constant 128 : i32
  // CHECK: %[[P:.*]] = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
  // CHECK-NEXT: %[[S:.*]] = arith.muli %arg3, %[[TWO]] : i64
  // CHECK-NEXT: ttng.tensormap_create %[[P]], %arg0, [%[[C32]], %[[C128]]], [%arg2, %arg1], [%[[S]]], [%[[ONE]], %[[ONE]]] {elem_type = 10 : i32, fill_mode = 1 : i32, interleave_layout = 0 : i32, swizzle_mode = 2 : i32}
  // CHECK-NEXT: ttng.tensormap_fenceproxy_acquire %[[P]] : !tt.ptr<i8>
  // CHECK-NEXT: %[[D:.*]] = ttng.reinterpret_tensor_descriptor %[[P]] : !tt.ptr<i8> to !tt.tensordesc<tensor<128x64xbf16, #shared>>
  // CHECK-NEXT: tt.return %[[D]]
  tt.func @make(%p: !tt.ptr<bf16>, %m: i32, %n: i32, %ld: i64) -> !tt.tensordesc<tensor<128x64xbf16, #nvmma>> {
    %c1 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %p, [%m, %n], [%ld, %c1] {padding = 2 : i32} : !tt.ptr<bf16>, !tt.tensordesc<tensor<128x64xbf16, #nvmma>>
    tt.return %d : !tt.tensordesc<tensor<128x64xbf16, #nvmma>>
  }
}
