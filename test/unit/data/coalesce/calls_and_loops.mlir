#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @helper(%p: !tt.ptr<f32>, %n: i32) {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %a = tt.addptr %s, %r : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %v = tt.load %a : tensor<256x!tt.ptr<f32>, #blocked>
    tt.store %a, %v : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
  tt.func public @caller(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %q: !tt.ptr<f32> {tt.divisibility = 8 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    tt.call @helper(%p, %n) : (!tt.ptr<f32>, i32) -> ()
    tt.call @helper(%q, %n) : (!tt.ptr<f32>, i32) -> ()
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2>
    %b = tt.broadcast %e : tensor<1x64xi32, #blocked2> -> tensor<32x64xi32, #blocked2>
    %s = tt.splat %p : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked2>
    %a0 = tt.addptr %s, %b : tensor<32x64x!tt.ptr<f32>, #blocked2>, tensor<32x64xi32, #blocked2>
    %step = tt.splat %c64 : i32 -> tensor<32x64xi32, #blocked2>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%ptr = %a0) -> (tensor<32x64x!tt.ptr<f32>, #blocked2>) : i32 {
      %v = tt.load %ptr : tensor<32x64x!tt.ptr<f32>, #blocked2>
      %cond = arith.cmpi slt, %i, %c64 : i32
      %next = scf.if %cond -> (tensor<32x64x!tt.ptr<f32>, #blocked2>) {
        %n1 = tt.addptr %ptr, %step : tensor<32x64x!tt.ptr<f32>, #blocked2>, tensor<32x64xi32, #blocked2>
        scf.yield %n1 : tensor<32x64x!tt.ptr<f32>, #blocked2>
      } else {
        scf.yield %ptr : tensor<32x64x!tt.ptr<f32>, #blocked2>
      }
      tt.store %next, %v : tensor<32x64x!tt.ptr<f32>, #blocked2>
      scf.yield %next : tensor<32x64x!tt.ptr<f32>, #blocked2>
    }
    %w = scf.while (%ptr = %res) : (tensor<32x64x!tt.ptr<f32>, #blocked2>) -> tensor<32x64x!tt.ptr<f32>, #blocked2> {
      %v = tt.load %ptr : tensor<32x64x!tt.ptr<f32>, #blocked2>
      %t = arith.cmpi sgt, %n, %c1 : i32
      scf.condition(%t) %ptr : tensor<32x64x!tt.ptr<f32>, #blocked2>
    } do {
    ^bb0(%ptr: tensor<32x64x!tt.ptr<f32>, #blocked2>):
      %n2 = tt.addptr %ptr, %step : tensor<32x64x!tt.ptr<f32>, #blocked2>, tensor<32x64xi32, #blocked2>
      scf.yield %n2 : tensor<32x64x!tt.ptr<f32>, #blocked2>
    }
    %m = arith.constant dense<true> : tensor<32x64xi1, #blocked2>
    %o = arith.constant dense<0.0> : tensor<32x64xf32, #blocked2>
    %x = tt.load %w, %m, %o : tensor<32x64x!tt.ptr<f32>, #blocked2>
    %y = tt.atomic_rmw fadd, acq_rel, gpu, %w, %x, %m : (tensor<32x64x!tt.ptr<f32>, #blocked2>, tensor<32x64xf32, #blocked2>, tensor<32x64xi1, #blocked2>) -> tensor<32x64xf32, #blocked2>
    tt.return
  }
}
