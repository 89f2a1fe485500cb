// C++: the missing encoding is dereferenced (assertion "dyn_cast on a non-existent value").
// ERROR-LINE: 6
// ERROR: Tensor descriptor should have encoding set
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @g(%p: !tt.ptr<f16>, %m: i32, %s: i64) -> !tt.tensordesc<tensor<64x64xf16>> {
    %d = tt.make_tensor_descriptor %p, [%m, %m], [%s, %s] : !tt.ptr<f16>, !tt.tensordesc<tensor<64x64xf16>>
    tt.return %d : !tt.tensordesc<tensor<64x64xf16>>
  }
}
