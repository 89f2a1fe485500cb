#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @use(%arg0: i1)
  tt.func @combine_ifs(%c: i1, %a: tensor<128xf32, #blocked>, %b: tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked> {
    %x = scf.if %c -> (tensor<128xf32, #blocked>) {
      %s = arith.addf %a, %b : tensor<128xf32, #blocked>
      scf.yield %s : tensor<128xf32, #blocked>
    } else {
      scf.yield %a : tensor<128xf32, #blocked>
    }
    %y = scf.if %c -> (tensor<128xf32, #blocked>) {
      %m = arith.mulf %x, %b : tensor<128xf32, #blocked>
      scf.yield %m : tensor<128xf32, #blocked>
    } else {
      scf.yield %x : tensor<128xf32, #blocked>
    }
    tt.return %y : tensor<128xf32, #blocked>
  }
  tt.func @negated_condition(%c: i1, %p: !tt.ptr<i1>) {
    %true = arith.constant true
    %n = arith.xori %c, %true : i1
    scf.if %c {
      tt.store %p, %c : !tt.ptr<i1>
    }
    scf.if %n {
      tt.store %p, %n : !tt.ptr<i1>
    }
    tt.return
  }
  tt.func @condition_propagation(%c: i1) {
    scf.if %c {
      tt.call @use(%c) : (i1) -> ()
    } else {
      tt.call @use(%c) : (i1) -> ()
    }
    tt.return
  }
  tt.func @empty_else(%c: i1) {
    %true = arith.constant true
    scf.if %c {
      tt.call @use(%true) : (i1) -> ()
    } else {
    }
    tt.return
  }
}
