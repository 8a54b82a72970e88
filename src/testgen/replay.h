// A path made a test (replay.cpp): its model's inputs made concrete, the
// method run concretely on them, and the test built from what that run did,
// unless it disagrees with what the symbolic path predicted (an engine bug).
// Private to src/testgen.
#pragma once

#include "classfile/class_file.h"
#include "classfile/descriptor.h"
#include "engine/engine.h"
#include "generation_context.h"
#include "support/result.h"
#include "testgen/test_case.h"

namespace symcrete::testgen::generation_detail {

// Replays one path concretely and builds its test, or explains the mismatch.
// The replay's inputs go to `replay_inputs` when it is given, to run the
// test again.
Result<TestCase> replay(GenerationContext& generation, engine::Engine& engine, const classfile::Method& method,
                        const classfile::MethodType& type, const engine::PathResult& path,
                        engine::ReplayInputs* replay_inputs = nullptr);

}  // namespace symcrete::testgen::generation_detail
