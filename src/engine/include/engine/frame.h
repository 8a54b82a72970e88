// One activation of a Java method on a thread's stack: where it is in its
// code, where its registers start, and what its return means to whoever
// pushed it (a caller, a class initialisation, the C++ code that called
// Java, the start of a thread). State holds the running thread's frames;
// each other thread keeps its own (threads.h).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/runtime_class.h"
#include "ir/ir.h"

namespace symcrete::engine {

struct Frame {
    enum class Kind : std::uint8_t {
        Call,       // an ordinary call: the caller continues after it returns
        ClassInit,  // a <clinit>: the instruction that triggered it runs again
        HostCall,   // called from C++ (an intrinsic): the result goes back there
        // The bottom frame of a construction-first path (Engine::begin with a
        // construction): the constructor or factory making the receiver; when
        // it returns, the method under test is called on what it made.
        Construction,
        // The bottom frame of a construction's setup call (SetupCall,
        // inputs.h) on the receiver it made: when it returns, the next call
        // runs, or the method under test.
        SetupCall,
        // A record input made by its canonical constructor (lazy_init.cpp),
        // on top of the frame whose instruction first read it: when it
        // returns, that frame goes on. An exception out of it ends the path:
        // no test can build an input its constructor refuses.
        InputConstruction,
        // The bottom frame of a thread other than the path's first: its
        // Thread.run(). What follows it is what HotSpot runs as a thread
        // ends (scheduler.cpp): Thread.dispatchUncaughtException if run()
        // threw, then Thread.exit(), each the bottom frame in turn.
        ThreadRun,
        ThreadUncaught,
        ThreadExit,
    };
    const Code* code = nullptr;
    ir::BlockId block = 0;
    std::uint32_t index = 0;         // next instruction within the block
    std::uint32_t base = 0;          // first register in State::registers
    ir::Reg result_register = ir::kNoReg;  // caller's register for our return value
    Kind kind = Kind::Call;
    // The method under test's own frame: the blocks it enters are recorded
    // (State::entry_blocks), to tell which arguments a path never read.
    bool entry = false;
    // Inside the method under test's call (the entry frame and what it
    // calls, but not a class initialiser or an input's constructor), and
    // of those, code of the program's own (not the JDK's): where the cost
    // models count (engine.h, Cost).
    bool measured = false;
    bool costed = false;
    std::uint32_t class_id = 0;      // ClassInit: the class being initialised
    std::uint32_t constructed = 0;   // Construction of an <init>, SetupCall: the receiver made
    std::uint32_t setup_index = 0;   // SetupCall: which of Construction::calls
    // A synchronized method's: the object whose monitor it entered (its
    // receiver, or its class's mirror), released when the frame goes.
    std::uint32_t monitor = 0;
    // Which call this is on the path (State::calls_made at its push): a
    // branch policy's history is the branch's outcomes in the same call.
    std::uint32_t call = 0;
    // PET's loop-k (EngineOptions::loop_bound): the loops this frame is
    // inside, outermost first, each with the back edges taken to its header
    // since the loop was entered. Empty without the bound.
    struct LoopIterations {
        int loop;  // index into ir::Analyses::loops()
        std::uint32_t back_edges;
    };
    std::vector<LoopIterations> loops;
};

}  // namespace symcrete::engine
