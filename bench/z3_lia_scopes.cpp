// What a small linear integer query costs Z3 (the integer layer's shape:
// bounds of each input and a chain of comparisons, as a tree or sort
// program asks) in a fresh QF_LIA solver per query, in a scope of one kept
// solver (push, check, pop), and in a fresh solver of Z3's default logic.
// Prints the median milliseconds per query over `reps` batches of 200
// queries each: the figures behind z3_integer.cpp's kept solver.
// Usage: z3_lia_scopes [reps]   (bench/z3_lia_scopes.sh)
#include <z3++.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace {

constexpr int kQueriesPerBatch = 200;
constexpr int kInputs = 12;

struct Query {
    std::vector<z3::expr> facts;
    z3::expr condition;
};

// Query k: x0 <= x1 + 3 <= ... with each input an int, and x0 > x11 + k % 5
// (satisfiable for some k, not for others, as branch sides are).
Query make_query(z3::context& ctx, const std::vector<z3::expr>& x, int k) {
    std::vector<z3::expr> facts;
    for (int i = 0; i < kInputs; ++i) {
        facts.push_back(x[i] >= ctx.int_val("-2147483648"));
        facts.push_back(x[i] <= ctx.int_val(2147483647));
        if (i + 1 < kInputs) facts.push_back(x[i] <= x[i + 1] + 3);
    }
    return Query{facts, x[0] > x[kInputs - 1] + (k % 5) * 8};
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double batch_ms(const std::function<void(int)>& ask) {
    const auto start = std::chrono::steady_clock::now();
    for (int k = 0; k < kQueriesPerBatch; ++k) ask(k);
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count() / kQueriesPerBatch;
}

}  // namespace

int main(int argc, char** argv) {
    const int reps = argc > 1 ? std::max(1, std::atoi(argv[1])) : 11;
    z3::context ctx;
    std::vector<z3::expr> x;
    for (int i = 0; i < kInputs; ++i) x.push_back(ctx.int_const(("x" + std::to_string(i)).c_str()));
    z3::solver kept(ctx, "QF_LIA");
    auto in = [&](z3::solver& s, int k) {
        const Query q = make_query(ctx, x, k);
        for (const z3::expr& f : q.facts) s.add(f);
        s.add(q.condition);
        s.check();
    };
    std::vector<double> fresh, scoped, fresh_default;
    for (int r = 0; r < reps; ++r) {
        fresh.push_back(batch_ms([&](int k) {
            z3::solver s(ctx, "QF_LIA");
            in(s, k);
        }));
        scoped.push_back(batch_ms([&](int k) {
            kept.push();
            in(kept, k);
            kept.pop();
        }));
        fresh_default.push_back(batch_ms([&](int k) {
            z3::solver s(ctx);
            in(s, k);
        }));
    }
    std::printf("| solver per query | ms per query (median of %d batches of %d) |\n|---|---|\n", reps, kQueriesPerBatch);
    std::printf("| fresh QF_LIA | %.3f |\n| scope of a kept QF_LIA solver | %.3f |\n| fresh, default logic | %.3f |\n",
                median(fresh), median(scoped), median(fresh_default));
    std::printf("fresh / scoped: %.1fx\n", median(fresh) / median(scoped));
}
