// What every engine test starts from: the Java classes under tests/java/engine
// compiled by javac, a class path with the JDK, a Program, an expression
// context and a solver, and lookups of the class and method under test.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "classfile/class_path.h"
#include "engine/engine.h"
#include "expr/evaluator.h"
#include "solver/solver.h"
#include "support/java_compiler.h"

namespace symcrete::testing {

class EngineFixture : public ::testing::Test {
protected:
    // `class_name` (internal name) becomes cls_; empty: none yet.
    explicit EngineFixture(std::string class_name = "") : class_name_(std::move(class_name)) {}

    void SetUp() override {
        auto dir = compile_java("engine", 17);
        ASSERT_FALSE(dir.empty());
        ASSERT_TRUE(class_path_.add(dir.string()));
        ASSERT_TRUE(class_path_.add_jdk());
        if (!class_name_.empty()) use_class(class_name_);
    }

    void use_class(const std::string& name) {
        auto cls = class_path_.load(name);
        ASSERT_TRUE(cls) << cls.error().message;
        cls_ = *cls;
    }

    const classfile::Method& method(const std::string& name) {
        for (const auto& m : cls_->methods)
            if (m.name == name) return m;
        throw std::runtime_error("no method " + name);
    }

    // The one path of the class's method `name`, explored with the default
    // options (a second path fails the test).
    engine::PathResult only_path(const std::string& name) {
        engine::Engine engine(program_, context_, *solver_, engine::EngineOptions{});
        auto paths = engine.explore(*cls_, method(name));
        EXPECT_TRUE(paths) << paths.error().message;
        EXPECT_EQ(paths->size(), 1u);
        return paths->front();
    }

    // A path's result with its symbolic arguments given these raw bits.
    static expr::Value result_on(const engine::PathResult& path, const std::vector<std::uint64_t>& arguments) {
        expr::Assignment assignment;
        for (std::size_t i = 0; i < arguments.size(); ++i)
            if (path.arguments[i].is_symbolic()) assignment.set(path.arguments[i].expr(), arguments[i]);
        const expr::Value& r = *path.return_value;
        return r.is_symbolic() ? expr::evaluate(r.expr(), assignment) : r;
    }

    std::string class_name_;
    classfile::ClassPath class_path_;
    engine::Program program_{class_path_};
    expr::ExprContext context_;
    std::unique_ptr<solver::Solver> solver_ = solver::make_z3_solver();
    const classfile::ClassFile* cls_ = nullptr;
};

}  // namespace symcrete::testing
