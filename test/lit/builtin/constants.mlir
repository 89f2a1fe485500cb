// RUN: gluon-opt %s | FileCheck %s
// RUN: gluon-opt %s | gluon-opt | FileCheck %s

// Float constants are spelled as MLIR's printFloatValue does: APFloat's 6-digit
// scientific form when it reads back to the same value (the digits are cut before they
// are rounded: 0.0999755859375 in f16 is 9.997550e-02), APFloat's shortest form when
// it has a '.', else the bit pattern in hex without leading zeros.

// CHECK-LABEL: tt.func @floats
// CHECK-NEXT: arith.constant 9.997550e-02 : f16
// CHECK-NEXT: arith.constant 1.500000e+00 : bf16
// CHECK-NEXT: arith.constant -0.000000e+00 : f32
// CHECK-NEXT: arith.constant 9.999940e-41 : f32
// CHECK-NEXT: arith.constant 0x4B3C614E : f32
// CHECK-NEXT: arith.constant 0x7C00 : f16
// CHECK-NEXT: arith.constant 0xFF800000 : f32
// CHECK-NEXT: arith.constant 1.000000e+10 : f64
tt.func @floats() {
  %a = arith.constant 0x2E66 : f16
  %b = arith.constant 1.5 : bf16
  %c = arith.constant -0.0 : f32
  %d = arith.constant 1.0e-40 : f32
  %e = arith.constant 12345678.0 : f32
  %f = arith.constant 0x7C00 : f16
  %g = arith.constant 0xFF800000 : f32
  %h = arith.constant 1.0e+10 : f64
  tt.return
}

// Dense constants: one value for a splat (checked bitwise), nested lists up to 100
// elements, above that the raw little-endian storage in hex (i1 packed eight to a byte,
// first element in the lowest bit); `dense<>` when there are no elements.

// CHECK-LABEL: tt.func @dense
// CHECK-NEXT: arith.constant dense<1.000000e+00> : tensor<128x64xf32>
// CHECK-NEXT: arith.constant dense<[-0.000000e+00, 0.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: arith.constant dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: arith.constant dense<"0x0300000000000000000000000000000001"> : tensor<129xi1>
// CHECK-NEXT: arith.constant dense<"0x01000000020000000100000002000000{{(01000000020000000100000002000000)+}}"> : tensor<104xi32>
// CHECK-NEXT: arith.constant dense<> : tensor<0xf32>
tt.func @dense() {
  %a = arith.constant dense<1.0> : tensor<128x64xf32>
  %b = arith.constant dense<[-0.0, 0.0]> : tensor<2xf32>
  %c = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %d = arith.constant dense<"0x0300000000000000000000000000000001"> : tensor<129xi1>
  %e = arith.constant dense<"0x0100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000010000000200000001000000020000000100000002000000"> : tensor<104xi32>
  %f = arith.constant dense<> : tensor<0xf32>
  tt.return
}
