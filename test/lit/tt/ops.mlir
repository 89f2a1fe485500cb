// RUN: gluon-opt %s | FileCheck %s

// Round trip of every tt op (and the tensor forms of arith that Triton uses) in its
// custom syntax. CHECK lines follow the input: MLIR renames values, so they match names
// with patterns.


// CHECK-LABEL: @casts
tt.func public @casts(%p: !tt.ptr<f32>, %q: !tt.ptr<f16, 3>, %i: i64, %t: tensor<16xf32>, %h: tensor<16xf16>) {
  // CHECK: tt.int_to_ptr %{{[0-9a-zA-Z_#.$-]+}} : i64 -> !tt.ptr<f32>
  %0 = tt.int_to_ptr %i : i64 -> !tt.ptr<f32>
  // CHECK: tt.ptr_to_int %{{[0-9a-zA-Z_#.$-]+}} : !tt.ptr<f32> -> i64
  %1 = tt.ptr_to_int %p : !tt.ptr<f32> -> i64
  // CHECK: tt.bitcast %{{[0-9a-zA-Z_#.$-]+}} : !tt.ptr<f32> -> !tt.ptr<i32>
  %2 = tt.bitcast %p : !tt.ptr<f32> -> !tt.ptr<i32>
  // CHECK: tt.bitcast %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xf32> -> tensor<16xi32>
  %3 = tt.bitcast %t : tensor<16xf32> -> tensor<16xi32>
  // CHECK: tt.fp_to_fp %{{[0-9a-zA-Z_#.$-]+}}, rounding = rtne : tensor<16xf32> -> tensor<16xf8E5M2>
  %4 = tt.fp_to_fp %t, rounding = rtne : tensor<16xf32> -> tensor<16xf8E5M2>
  // CHECK: tt.fp_to_fp %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xf16> -> tensor<16xf32>
  %5 = tt.fp_to_fp %h : tensor<16xf16> -> tensor<16xf32>
  // CHECK: tt.fp_to_fp %{{[0-9a-zA-Z_#.$-]+}} {tt.note = 1 : i32}, rounding = rtz : tensor<16xf32> -> tensor<16xf16>
  %6 = tt.fp_to_fp %t {tt.note = 1 : i32}, rounding = rtz : tensor<16xf32> -> tensor<16xf16>
  // CHECK: tt.bitcast %{{[0-9a-zA-Z_#.$-]+}} : !tt.ptr<f16, 3> -> !tt.ptr<bf16, 3>
  %7 = tt.bitcast %q : !tt.ptr<f16, 3> -> !tt.ptr<bf16, 3>
  tt.return
}

// CHECK-LABEL: @math
tt.func private @math(%x: tensor<32xf32>, %y: tensor<32xf32>, %z: tensor<32xf32>, %a: i32, %b: i32) -> tensor<32xf32> {
  // CHECK: tt.clampf %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, propagateNan = all : tensor<32xf32>
  %0 = tt.clampf %x, %y, %z, propagateNan = all : tensor<32xf32>
  // CHECK: tt.clampf %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, propagateNan = none {tt.x} : tensor<32xf32>
  %1 = tt.clampf %x, %y, %z, propagateNan = none {tt.x} : tensor<32xf32>
  // CHECK: tt.precise_sqrt %{{[0-9a-zA-Z_#.$-]+}} : tensor<32xf32>
  %2 = tt.precise_sqrt %0 : tensor<32xf32>
  // CHECK: tt.precise_divf %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<32xf32>
  %3 = tt.precise_divf %2, %1 : tensor<32xf32>
  // CHECK: tt.mulhiui %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : i32
  %4 = tt.mulhiui %a, %b : i32
  // CHECK: tt.return %{{[0-9a-zA-Z_#.$-]+}} : tensor<32xf32>
  tt.return %3 : tensor<32xf32>
}

// CHECK-LABEL: @memory
tt.func @memory(%p: !tt.ptr<f16>, %m: tensor<64xi1>, %o: tensor<64xi32>, %n: i64, %s: i32) {
  // CHECK: tt.splat %{{[0-9a-zA-Z_#.$-]+}} : !tt.ptr<f16> -> tensor<64x!tt.ptr<f16>>
  %ps = tt.splat %p : !tt.ptr<f16> -> tensor<64x!tt.ptr<f16>>
  // CHECK: tt.addptr %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<64x!tt.ptr<f16>>, tensor<64xi32>
  %pp = tt.addptr %ps, %o : tensor<64x!tt.ptr<f16>>, tensor<64xi32>
  // CHECK: arith.constant dense<0.000000e+00> : tensor<64xf16>
  %zero = arith.constant dense<0.000000e+00> : tensor<64xf16>
  // CHECK: tt.load %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} cacheModifier = cg evictionPolicy = evict_first {isVolatile = true} : tensor<64x!tt.ptr<f16>>
  %0 = tt.load %pp, %m, %zero cacheModifier = cg evictionPolicy = evict_first {isVolatile = true} : tensor<64x!tt.ptr<f16>>
  // CHECK: tt.load %{{[0-9a-zA-Z_#.$-]+}} evictionPolicy = evict_last : tensor<64x!tt.ptr<f16>>
  %1 = tt.load %pp evictionPolicy = evict_last : tensor<64x!tt.ptr<f16>>
  // CHECK: tt.store %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} cacheModifier = wt : tensor<64x!tt.ptr<f16>>
  tt.store %pp, %0, %m cacheModifier = wt : tensor<64x!tt.ptr<f16>>
  // CHECK: tt.store %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} evictionPolicy = evict_first {tt.foo = 2 : i32} : tensor<64x!tt.ptr<f16>>
  tt.store %pp, %1 evictionPolicy = evict_first {tt.foo = 2 : i32} : tensor<64x!tt.ptr<f16>>
  // CHECK: arith.constant 1 : i64
  %c1 = arith.constant 1 : i64
  // CHECK: arith.constant 0 : i32
  %c0 = arith.constant 0 : i32
  // CHECK: tt.make_tensor_ptr %{{[0-9a-zA-Z_#.$-]+}}, [%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}], [%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}], [%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}] {order = array<i32: 1, 0>} : <tensor<32x64xf16>>
  %bp = tt.make_tensor_ptr %p, [%n, %n], [%n, %c1], [%s, %c0] {order = array<i32: 1, 0>} : <tensor<32x64xf16>>
  // CHECK: tt.advance %{{[0-9a-zA-Z_#.$-]+}}, [%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}] : <tensor<32x64xf16>>
  %bp2 = tt.advance %bp, [%c0, %s] : <tensor<32x64xf16>>
  // CHECK: tt.load %{{[0-9a-zA-Z_#.$-]+}} {boundaryCheck = array<i32: 0, 1>, padding = 2 : i32} : !tt.ptr<tensor<32x64xf16>>
  %2 = tt.load %bp2 {boundaryCheck = array<i32: 0, 1>, padding = 2 : i32} : !tt.ptr<tensor<32x64xf16>>
  // CHECK: tt.store %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} {boundaryCheck = array<i32: 1>} : !tt.ptr<tensor<32x64xf16>>
  tt.store %bp2, %2 {boundaryCheck = array<i32: 1>} : !tt.ptr<tensor<32x64xf16>>
  tt.return
}

// CHECK-LABEL: @atomics
tt.func @atomics(%p: tensor<64x!tt.ptr<f32>>, %v: tensor<64xf32>, %m: tensor<64xi1>, %ip: !tt.ptr<i32>, %i: i32) {
  // CHECK: tt.atomic_rmw fadd, acq_rel, gpu, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : (tensor<64x!tt.ptr<f32>>, tensor<64xf32>, tensor<64xi1>) -> tensor<64xf32>
  %0 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v, %m : (tensor<64x!tt.ptr<f32>>, tensor<64xf32>, tensor<64xi1>) -> tensor<64xf32>
  // CHECK: tt.atomic_rmw exch, relaxed, sys, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : (tensor<64x!tt.ptr<f32>>, tensor<64xf32>) -> tensor<64xf32>
  %1 = tt.atomic_rmw exch, relaxed, sys, %p, %v : (tensor<64x!tt.ptr<f32>>, tensor<64xf32>) -> tensor<64xf32>
  // CHECK: tt.atomic_cas acquire, cta, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : (!tt.ptr<i32>, i32, i32) -> i32
  %2 = tt.atomic_cas acquire, cta, %ip, %i, %i : (!tt.ptr<i32>, i32, i32) -> i32
  // CHECK: tt.atomic_rmw umax, release, cta, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : (!tt.ptr<i32>, i32) -> i32
  %3 = tt.atomic_rmw umax, release, cta, %ip, %i : (!tt.ptr<i32>, i32) -> i32
  tt.return
}

// CHECK-LABEL: @shapes
tt.func @shapes(%x: tensor<16x32xf32>, %s: f32, %one: tensor<1x1xi32>, %v: tensor<32xf32>) {
  // CHECK: tt.splat %{{[0-9a-zA-Z_#.$-]+}} : f32 -> tensor<16x32xf32>
  %0 = tt.splat %s : f32 -> tensor<16x32xf32>
  // CHECK: tt.unsplat %{{[0-9a-zA-Z_#.$-]+}} : tensor<1x1xi32>
  %1 = tt.unsplat %one : tensor<1x1xi32>
  // CHECK: tt.expand_dims %{{[0-9a-zA-Z_#.$-]+}} {axis = 0 : i32} : tensor<32xf32> -> tensor<1x32xf32>
  %2 = tt.expand_dims %v {axis = 0 : i32} : tensor<32xf32> -> tensor<1x32xf32>
  // CHECK: tt.broadcast %{{[0-9a-zA-Z_#.$-]+}} : tensor<1x32xf32> -> tensor<16x32xf32>
  %3 = tt.broadcast %2 : tensor<1x32xf32> -> tensor<16x32xf32>
  // CHECK: tt.reshape %{{[0-9a-zA-Z_#.$-]+}} allow_reorder : tensor<16x32xf32> -> tensor<512xf32>
  %4 = tt.reshape %x allow_reorder : tensor<16x32xf32> -> tensor<512xf32>
  // CHECK: tt.reshape %{{[0-9a-zA-Z_#.$-]+}} efficient_layout : tensor<16x32xf32> -> tensor<32x16xf32>
  %5 = tt.reshape %x efficient_layout : tensor<16x32xf32> -> tensor<32x16xf32>
  // CHECK: tt.cat %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<16x32xf32> -> tensor<32x32xf32>
  %6 = tt.cat %x, %3 : tensor<16x32xf32> -> tensor<32x32xf32>
  // CHECK: tt.join %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<16x32xf32> -> tensor<16x32x2xf32>
  %7 = tt.join %x, %0 : tensor<16x32xf32> -> tensor<16x32x2xf32>
  // CHECK: tt.split %{{[0-9a-zA-Z_#.$-]+}} : tensor<16x32x2xf32> -> tensor<16x32xf32>
  %8, %9 = tt.split %7 : tensor<16x32x2xf32> -> tensor<16x32xf32>
  // CHECK: tt.trans %{{[0-9a-zA-Z_#.$-]+}} {order = array<i32: 1, 0>} : tensor<16x32xf32> -> tensor<32x16xf32>
  %10 = tt.trans %x {order = array<i32: 1, 0>} : tensor<16x32xf32> -> tensor<32x16xf32>
  // CHECK: tt.get_program_id x : i32
  %11 = tt.get_program_id x : i32
  // CHECK: tt.get_program_id z : i32
  %12 = tt.get_program_id z : i32
  // CHECK: tt.get_num_programs y : i32
  %13 = tt.get_num_programs y : i32
  tt.return
}

// CHECK-LABEL: @dots
tt.func @dots(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>, %c: tensor<64x16xf32>, %a8: tensor<128x64xf8E4M3FN>, %b8: tensor<64x128xf8E4M3FN>, %c2: tensor<128x128xf32>, %sa: tensor<128x2xi8>, %sb: tensor<128x2xi8>, %a3: tensor<2x64x32xf16>, %b3: tensor<2x32x16xf16>, %c3: tensor<2x64x16xf32>) {
  // CHECK: tt.dot %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<64x32xf32> * tensor<32x16xf32> -> tensor<64x16xf32>
  %0 = tt.dot %a, %b, %c : tensor<64x32xf32> * tensor<32x16xf32> -> tensor<64x16xf32>
  // CHECK: tt.dot %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, inputPrecision = tf32 : tensor<64x32xf32> * tensor<32x16xf32> -> tensor<64x16xf32>
  %1 = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<64x32xf32> * tensor<32x16xf32> -> tensor<64x16xf32>
  // CHECK: tt.dot %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, inputPrecision = bf16x3 {maxNumImpreciseAcc = 32 : i32} : tensor<64x32xf32> * tensor<32x16xf32> -> tensor<64x16xf32>
  %2 = tt.dot %a, %b, %0, inputPrecision = bf16x3 {maxNumImpreciseAcc = 32 : i32} : tensor<64x32xf32> * tensor<32x16xf32> -> tensor<64x16xf32>
  // CHECK: tt.dot_scaled %{{[0-9a-zA-Z_#.$-]+}} scale %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} scale %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x2xi8> * tensor<64x128xf8E4M3FN>, tensor<128x2xi8> -> tensor<128x128xf32>
  %3 = tt.dot_scaled %a8 scale %sa, %b8 scale %sb, %c2 lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x2xi8> * tensor<64x128xf8E4M3FN>, tensor<128x2xi8> -> tensor<128x128xf32>
  // CHECK: tt.dot_scaled %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} lhs = e5m2 rhs = e4m3 {fastMath = true, lhs_k_pack = false} : tensor<128x64xf8E4M3FN> * tensor<64x128xf8E4M3FN> -> tensor<128x128xf32>
  %4 = tt.dot_scaled %a8, %b8, %c2 lhs = e5m2 rhs = e4m3 {fastMath = true, lhs_k_pack = false} : tensor<128x64xf8E4M3FN> * tensor<64x128xf8E4M3FN> -> tensor<128x128xf32>
  // CHECK: tt.dot %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, inputPrecision = tf32x3 : tensor<2x64x32xf16> * tensor<2x32x16xf16> -> tensor<2x64x16xf32>
  %5 = tt.dot %a3, %b3, %c3, inputPrecision = tf32x3 : tensor<2x64x32xf16> * tensor<2x32x16xf16> -> tensor<2x64x16xf32>
  // CHECK: tt.dot_scaled %{{[0-9a-zA-Z_#.$-]+}} scale %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} lhs = e4m3 rhs = bf16 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x2xi8> * tensor<64x128xf8E4M3FN> -> tensor<128x128xf32>
  %6 = tt.dot_scaled %a8 scale %sa, %b8, %c2 lhs = e4m3 rhs = bf16 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x2xi8> * tensor<64x128xf8E4M3FN> -> tensor<128x128xf32>
  tt.return
}

// CHECK-LABEL: @regions
tt.func @regions(%x: tensor<8x16xf32>, %i: tensor<8x16xi32>) -> (tensor<16xf32>, tensor<16xi32>) {
  // CHECK: "tt.reduce"(%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}) <{axis = 0 : i32}> ({
  %0:2 = "tt.reduce"(%x, %i) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %ai: i32, %b: f32, %bi: i32):
  // CHECK: arith.maxnumf %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : f32
    %m = arith.maxnumf %a, %b : f32
  // CHECK: arith.maxsi %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : i32
    %mi = arith.maxsi %ai, %bi : i32
  // CHECK: tt.reduce.return %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : f32, i32
    tt.reduce.return %m, %mi : f32, i32
  }) : (tensor<8x16xf32>, tensor<8x16xi32>) -> (tensor<16xf32>, tensor<16xi32>)
  // CHECK: "tt.scan"(%{{[0-9a-zA-Z_#.$-]+}}) <{axis = 1 : i32, reverse = true}> ({
  %1 = "tt.scan"(%x) <{axis = 1 : i32, reverse = true}> ({
  ^bb0(%a: f32, %b: f32):
  // CHECK: arith.addf %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : f32
    %s = arith.addf %a, %b : f32
  // CHECK: tt.scan.return %{{[0-9a-zA-Z_#.$-]+}} : f32
    tt.scan.return %s : f32
  }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: "tt.map_elementwise"(%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}) <{pack = 2 : i32}> ({
  %2 = "tt.map_elementwise"(%x, %i) <{pack = 2 : i32}> ({
  ^bb0(%a: f32, %b: f32, %c: i32, %d: i32):
  // CHECK: tt.map_elementwise.return %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : f32, f32
    tt.map_elementwise.return %a, %b : f32, f32
  }) : (tensor<8x16xf32>, tensor<8x16xi32>) -> tensor<8x16xf32>
  // CHECK: "tt.reduce"(%{{[0-9a-zA-Z_#.$-]+}}) <{axis = 1 : i32}> ({
  %3 = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
  // CHECK: arith.addf %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : f32
    %s = arith.addf %a, %b : f32
  // CHECK: tt.reduce.return %{{[0-9a-zA-Z_#.$-]+}} : f32
    tt.reduce.return %s : f32
  }) : (tensor<8x16xf32>) -> tensor<8xf32>
  // CHECK: tt.return %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xf32>, tensor<16xi32>
  tt.return %0#0, %0#1 : tensor<16xf32>, tensor<16xi32>
}

// CHECK-LABEL: @misc
tt.func @misc(%x: tensor<128xf32>, %i: tensor<128xi32>, %m: tensor<128xi1>, %c: i1, %g: tensor<64x4xi32>, %src: tensor<128x4xf32>) {
  // CHECK: tt.extern_elementwise %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} {libname = "libdevice", libpath = "/lib/libdevice.10.bc", pure = true, symbol = "__nv_powf"} : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
  %0 = tt.extern_elementwise %x, %x {libname = "libdevice", libpath = "/lib/libdevice.10.bc", pure = true, symbol = "__nv_powf"} : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
  // CHECK: tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // CHECK: tt.make_range {end = 80 : i32, start = 16 : i32} : tensor<64xi32>
  %2 = tt.make_range {end = 80 : i32, start = 16 : i32} : tensor<64xi32>
  // CHECK: tt.elementwise_inline_asm "mov.b32 $0, $2; mov.b32 $1, $3;" {constraints = "=r,=r,r,r", packed_element = 2 : i32, pure = false} %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<128xi32>, tensor<128xf32> -> tensor<128xi32>, tensor<128xf32>
  %3:2 = tt.elementwise_inline_asm "mov.b32 $0, $2; mov.b32 $1, $3;" {constraints = "=r,=r,r,r", packed_element = 2 : i32, pure = false} %i, %x : tensor<128xi32>, tensor<128xf32> -> tensor<128xi32>, tensor<128xf32>
  // CHECK: tt.histogram %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<128xi32> -> tensor<32xi32>
  %4 = tt.histogram %i, %m : tensor<128xi32> -> tensor<32xi32>
  // CHECK: tt.gather %{{[0-9a-zA-Z_#.$-]+}}[%{{[0-9a-zA-Z_#.$-]+}}] {axis = 0 : i32, efficient_layout} : (tensor<128x4xf32>, tensor<64x4xi32>) -> tensor<64x4xf32>
  %5 = tt.gather %src[%g] {axis = 0 : i32, efficient_layout} : (tensor<128x4xf32>, tensor<64x4xi32>) -> tensor<64x4xf32>
  // CHECK: tt.print ": x = " {hex = true, isSigned = array<i32: 1, 0>} : %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<128xf32>, tensor<128xi32>
  tt.print ": x = " {hex = true, isSigned = array<i32: 1, 0>} : %x, %i : tensor<128xf32>, tensor<128xi32>
  // CHECK: tt.assert %{{[0-9a-zA-Z_#.$-]+}}, "mask must hold" : tensor<128xi1>
  tt.assert %m, "mask must hold" : tensor<128xi1>
  // CHECK: tt.assert %{{[0-9a-zA-Z_#.$-]+}}, "scalar" : i1
  tt.assert %c, "scalar" : i1
  tt.return
}

// CHECK-LABEL: @descriptors
tt.func @descriptors(%p: !tt.ptr<bf16>, %n: i32, %st: i64, %t: tensor<64x64xbf16>, %x: tensor<32xi32>, %r: tensor<32x64xbf16>) {
  // CHECK: arith.constant 1 : i64
  %c1 = arith.constant 1 : i64
  // CHECK: tt.make_tensor_descriptor %{{[0-9a-zA-Z_#.$-]+}}, [%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}], [%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}] : <bf16>, <tensor<64x64xbf16>>
  %d = tt.make_tensor_descriptor %p, [%n, %n], [%st, %c1] : <bf16>, <tensor<64x64xbf16>>
  // CHECK: tt.make_tensor_descriptor %{{[0-9a-zA-Z_#.$-]+}}, [%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}], [%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}] {padding = 2 : i32} : <bf16>, <tensor<1x64xbf16>>
  %dn = tt.make_tensor_descriptor %p, [%n, %n], [%st, %c1] {padding = 2 : i32} : <bf16>, <tensor<1x64xbf16>>
  // CHECK: tt.descriptor_load %{{[0-9a-zA-Z_#.$-]+}}[%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}] cacheModifier = cs evictionPolicy = evict_last : !tt.tensordesc<tensor<64x64xbf16>> -> tensor<64x64xbf16>
  %0 = tt.descriptor_load %d[%n, %n] cacheModifier = cs evictionPolicy = evict_last : !tt.tensordesc<tensor<64x64xbf16>> -> tensor<64x64xbf16>
  // CHECK: tt.descriptor_load %{{[0-9a-zA-Z_#.$-]+}}[%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}] : !tt.tensordesc<tensor<64x64xbf16>> -> tensor<64x64xbf16>
  %1 = tt.descriptor_load %d[%n, %n] : !tt.tensordesc<tensor<64x64xbf16>> -> tensor<64x64xbf16>
  // CHECK: tt.descriptor_store %{{[0-9a-zA-Z_#.$-]+}}[%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}], %{{[0-9a-zA-Z_#.$-]+}} : !tt.tensordesc<tensor<64x64xbf16>>, tensor<64x64xbf16>
  tt.descriptor_store %d[%n, %n], %t : !tt.tensordesc<tensor<64x64xbf16>>, tensor<64x64xbf16>
  // CHECK: tt.descriptor_reduce add, %{{[0-9a-zA-Z_#.$-]+}}[%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}], %{{[0-9a-zA-Z_#.$-]+}} : !tt.tensordesc<tensor<64x64xbf16>>, tensor<64x64xbf16>
  tt.descriptor_reduce add, %d[%n, %n], %t : !tt.tensordesc<tensor<64x64xbf16>>, tensor<64x64xbf16>
  // CHECK: tt.descriptor_reduce max, %{{[0-9a-zA-Z_#.$-]+}}[%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}], %{{[0-9a-zA-Z_#.$-]+}} {tt.k} : !tt.tensordesc<tensor<64x64xbf16>>, tensor<64x64xbf16>
  tt.descriptor_reduce max, %d[%n, %n], %0 {tt.k} : !tt.tensordesc<tensor<64x64xbf16>>, tensor<64x64xbf16>
  // CHECK: tt.descriptor_gather %{{[0-9a-zA-Z_#.$-]+}}[%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}] : (!tt.tensordesc<tensor<1x64xbf16>>, tensor<32xi32>, i32) -> tensor<32x64xbf16>
  %2 = tt.descriptor_gather %dn[%x, %n] : (!tt.tensordesc<tensor<1x64xbf16>>, tensor<32xi32>, i32) -> tensor<32x64xbf16>
  // CHECK: tt.descriptor_scatter %{{[0-9a-zA-Z_#.$-]+}}[%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}], %{{[0-9a-zA-Z_#.$-]+}} : !tt.tensordesc<tensor<1x64xbf16>>, tensor<32xi32>, i32, tensor<32x64xbf16>
  tt.descriptor_scatter %dn[%x, %n], %r : !tt.tensordesc<tensor<1x64xbf16>>, tensor<32xi32>, i32, tensor<32x64xbf16>
  tt.return
}

// CHECK-LABEL: @ext
tt.func private @ext(i32, !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> (i32, f32)

// CHECK-LABEL: @noargs
tt.func private @noargs()

// CHECK-LABEL: @calls
tt.func public @calls(%a: i32 {tt.divisibility = 16 : i32, tt.constancy = 1 : i32}, %p: !tt.ptr<f32>) -> (i32 {tt.res = 1 : i32}) attributes {noinline = false, tt.zzz = "k"} {
  // CHECK: tt.call @ext(%{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}) : (i32, !tt.ptr<f32>) -> (i32, f32)
  %0:2 = tt.call @ext(%a, %p) : (i32, !tt.ptr<f32>) -> (i32, f32)
  // CHECK: tt.call @noargs() {tt.note} : () -> ()
  tt.call @noargs() {tt.note} : () -> ()
  // CHECK: tt.return %{{[0-9a-zA-Z_#.$-]+}} : i32
  tt.return %0#0 : i32
}

// CHECK-LABEL: @arith_tensors
tt.func @arith_tensors(%a: tensor<16xi32>, %b: tensor<16xi32>, %f: tensor<16xf32>, %c: i1, %p: tensor<16x!tt.ptr<f32>>, %q: tensor<16x!tt.ptr<f32>>) {
  // CHECK: arith.cmpi sge, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xi32>
  %0 = arith.cmpi sge, %a, %b : tensor<16xi32>
  // CHECK: arith.cmpf une, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xf32>
  %1 = arith.cmpf une, %f, %f : tensor<16xf32>
  // CHECK: arith.select %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xi1>, tensor<16xi32>
  %2 = arith.select %0, %a, %b : tensor<16xi1>, tensor<16xi32>
  // CHECK: arith.select %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<16x!tt.ptr<f32>>
  %3 = arith.select %c, %p, %q : tensor<16x!tt.ptr<f32>>
  // CHECK: arith.select %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xi1>, tensor<16x!tt.ptr<f32>>
  %4 = arith.select %1, %p, %q : tensor<16xi1>, tensor<16x!tt.ptr<f32>>
  // CHECK: arith.sitofp %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xi32> to tensor<16xf32>
  %5 = arith.sitofp %a : tensor<16xi32> to tensor<16xf32>
  // CHECK: arith.fptosi %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xf32> to tensor<16xi32>
  %6 = arith.fptosi %f : tensor<16xf32> to tensor<16xi32>
  // CHECK: arith.extsi %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xi32> to tensor<16xi64>
  %7 = arith.extsi %a : tensor<16xi32> to tensor<16xi64>
  // CHECK: arith.trunci %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xi64> to tensor<16xi16>
  %8 = arith.trunci %7 : tensor<16xi64> to tensor<16xi16>
  // CHECK: arith.extui %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xi1> to tensor<16xi32>
  %9 = arith.extui %0 : tensor<16xi1> to tensor<16xi32>
  // CHECK: arith.uitofp %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xi32> to tensor<16xf32>
  %10 = arith.uitofp %9 : tensor<16xi32> to tensor<16xf32>
  // CHECK: arith.remf %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xf32>
  %11 = arith.remf %f, %10 : tensor<16xf32>
  // CHECK: arith.bitcast %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xf32> to tensor<16xi32>
  %12 = arith.bitcast %f : tensor<16xf32> to tensor<16xi32>
  // CHECK: arith.andi %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xi1>
  %13 = arith.andi %0, %0 : tensor<16xi1>
  // CHECK: arith.constant dense<0xFF800000> : tensor<16xf32>
  %14 = arith.constant dense<0xFF800000> : tensor<16xf32>
  // CHECK: arith.maximumf %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xf32>
  %15 = arith.maximumf %f, %14 : tensor<16xf32>
  // CHECK: arith.addi %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} overflow<nsw, nuw> : tensor<16xi32>
  %16 = arith.addi %a, %b overflow<nsw, nuw> : tensor<16xi32>
  // CHECK: arith.mulf %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} fastmath<fast> : tensor<16xf32>
  %17 = arith.mulf %f, %f fastmath<fast> : tensor<16xf32>
  // CHECK: arith.cmpf olt, %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} fastmath<nnan> : tensor<16xf32>
  %18 = arith.cmpf olt, %f, %f fastmath<nnan> : tensor<16xf32>
  // CHECK: arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<16xi32>
  %cst = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<16xi32>
  // CHECK: arith.divsi %{{[0-9a-zA-Z_#.$-]+}}, %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xi32>
  %19 = arith.divsi %a, %cst : tensor<16xi32>
  // CHECK: arith.fptoui %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xf32> to tensor<16xi8>
  %20 = arith.fptoui %f : tensor<16xf32> to tensor<16xi8>
  // CHECK: arith.extf %{{[0-9a-zA-Z_#.$-]+}} : tensor<16xf32> to tensor<16xf64>
  %21 = arith.extf %f : tensor<16xf32> to tensor<16xf64>
  tt.return
}
