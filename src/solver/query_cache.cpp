// The query cache. Keys are the sorted node ids of a query's conjuncts (node
// ids are deterministic, so are hits). Models are kept most recent first,
// a bounded number of them; unsatisfiable sets likewise. Each model keeps
// the conjunct that last refuted it: sibling paths share their prefix, so
// when that conjunct is in a query again the model is ruled out by a
// lookup instead of evaluating the whole path condition under it (which
// was most of the time of explorations with many short paths).
#include "query_cache.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <map>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "expr/evaluator.h"
#include "solver_layer.h"

namespace symcrete::solver {
namespace {

using expr::Expr;

// How many models and unsatisfiable sets are tried per query: each try
// evaluates conjuncts (or compares sorted ids), and most hits come from the
// latest few, the sibling paths of the same loop or method.
constexpr std::size_t kModelsKept = 32;
constexpr std::size_t kUnsatSetsKept = 128;
// Node ids held by the answers of repeated queries before they are dropped
// (about 16 MB): long explorations ask many large queries.
constexpr std::size_t kAnswerIdsKept = std::size_t{4} << 20;

using Key = std::vector<std::uint32_t>;

class QueryCache final : public SolverLayer {
public:
    explicit QueryCache(std::unique_ptr<Solver> next) : SolverLayer("cache", std::move(next)) {}

private:
    struct Answer {
        SatResult result;
        expr::Assignment model;
    };

    SatResult answer(const Query& query, expr::Assignment* model) override {
        const std::vector<const Expr*> conjuncts = query.conjuncts();
        Key key;
        key.reserve(conjuncts.size());
        for (const Expr* c : conjuncts) key.push_back(c->id());
        std::sort(key.begin(), key.end());
        key.erase(std::unique(key.begin(), key.end()), key.end());

        if (auto it = answers_.find(key); it != answers_.end()) {
            ++exact_hits_;
            if (it->second.result == SatResult::Sat && model != nullptr) *model = it->second.model;
            return it->second.result;
        }
        for (const Key& unsat : unsat_sets_) {
            add_work(1);
            if (std::includes(key.begin(), key.end(), unsat.begin(), unsat.end())) {
                ++unsat_subset_hits_;
                return SatResult::Unsat;
            }
        }
        const std::vector<const Expr*> inputs = expr::collect_vars(conjuncts);
        for (KeptModel& earlier : models_) {
            add_work(1);
            if (earlier.refuted_by != kNotRefuted && std::binary_search(key.begin(), key.end(), earlier.refuted_by)) {
                ++refutations_remembered_;
                continue;
            }
            earlier.refuted_by = refuting_conjunct(earlier.model, query);
            if (earlier.refuted_by != kNotRefuted) continue;
            ++model_hits_;
            if (model != nullptr) *model = restricted(earlier.model, inputs);
            return SatResult::Sat;
        }

        expr::Assignment found;
        const SatResult result = ask_next(query, &found);
        if (result == SatResult::Unknown) return result;  // may differ under other limits
        if (result == SatResult::Unsat) {
            unsat_sets_.push_front(key);
            if (unsat_sets_.size() > kUnsatSetsKept) unsat_sets_.pop_back();
        } else {
            // Kept whole: a model covers the query's inputs (the layers
            // below may leave some out; those read as 0 in every check).
            found = restricted(found, inputs);
            models_.push_front(KeptModel{found, kNotRefuted});
            if (models_.size() > kModelsKept) models_.pop_back();
            if (model != nullptr) *model = found;
        }
        answer_ids_ += key.size();
        if (answer_ids_ > kAnswerIdsKept) {
            answers_.clear();
            answer_ids_ = key.size();
        }
        answers_.emplace(std::move(key), Answer{result, std::move(found)});
        return result;
    }

    // The id of a conjunct that `candidate` (inputs it lacks read as 0)
    // falsifies, or kNotRefuted when it satisfies them all. The condition
    // first: it is what earlier models were least likely to satisfy.
    // Charged per node computed, so that a query over long store chains or
    // sums costs what its evaluation does.
    std::uint32_t refuting_conjunct(const expr::Assignment& candidate, const Query& query) {
        expr::Evaluator evaluator(candidate);
        auto holds = [&](const Expr* conjunct) {
            const std::size_t before = evaluator.nodes_computed();
            const bool value = evaluator.value(conjunct).as_bool();
            add_work(kWorkPerEvaluation + (evaluator.nodes_computed() - before) / kNodesEvaluatedPerWorkUnit);
            return value;
        };
        if (query.condition != nullptr && !holds(query.condition)) return query.condition->id();
        for (auto it = query.constraints.rbegin(); it != query.constraints.rend(); ++it)
            if (!holds(*it)) return (*it)->id();
        return kNotRefuted;
    }

    // A value for exactly `inputs`, read from `model` (0 where it has none):
    // the asker merges it, so an input left out would keep a value the
    // check did not use.
    static expr::Assignment restricted(const expr::Assignment& model, const std::vector<const Expr*>& inputs) {
        expr::Assignment out;
        for (const Expr* v : inputs) {
            if (expr::is_array(v->sort()))
                out.set_array(v, model.array(v));
            else
                out.set(v, model.get(v));
        }
        return out;
    }

    std::string detail() const override {
        return fmt::format("{} repeated queries, {} supersets of an unsatisfiable set, {} answered by an earlier model, "
                           "{} earlier models ruled out by the conjunct that last refuted them",
                           exact_hits_, unsat_subset_hits_, model_hits_, refutations_remembered_);
    }

    std::map<Key, Answer> answers_;
    std::size_t answer_ids_ = 0;  // the ids in answers_' keys
    std::deque<Key> unsat_sets_;
    struct KeptModel {
        expr::Assignment model;
        std::uint32_t refuted_by;  // a conjunct's node id, or kNotRefuted
    };
    static constexpr std::uint32_t kNotRefuted = UINT32_MAX;
    std::deque<KeptModel> models_;
    std::uint64_t exact_hits_ = 0;
    std::uint64_t unsat_subset_hits_ = 0;
    std::uint64_t model_hits_ = 0;
    std::uint64_t refutations_remembered_ = 0;
};

}  // namespace

std::unique_ptr<Solver> make_query_cache(std::unique_ptr<Solver> next) {
    return std::make_unique<QueryCache>(std::move(next));
}

}  // namespace symcrete::solver
