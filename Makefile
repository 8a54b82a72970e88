# The two commands of the README:
#   make demo  - install what is missing, build, run Symcrete on examples/
#   make test  - install what is missing, build, run every test: the unit and
#                integration tests, the same under ASan+UBSan, and the fuzzer
# Both are safe to run twice; builds are incremental.

JOBS ?= $(shell nproc)
# The plain tests run one more at a time than there are cores: many wait on
# the JVM, javac and the disk, and one per core left the cores idle. The
# sanitized ones are our C++ throughout and stay at one per core (see
# docs/benchmarks.md, "Test suite wall time").
TEST_JOBS ?= $(shell echo $$(( $$(nproc) + 1 )))
FUZZ_SECONDS ?= 30

.PHONY: all deps build build-sanitize demo test test-main test-sanitize clean

all: build

deps:
	@scripts/ensure-packages.sh

# Debug info is -g1 (line tables and function names: backtraces and
# profiles still read well); full -g made every compile a fifth slower and
# CI longer. Configure build/ yourself with -g to step through in gdb.
build: deps
	@cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG" >/dev/null
	@ninja -C build -j $(JOBS)

# AddressSanitizer + UndefinedBehaviorSanitizer, built with clang so the same
# configuration also builds the libFuzzer target. -O1, as the sanitizers'
# documentation advises: -O0 made the interpreter-heavy tests three times
# slower and CI too long, and every check still runs; -g1 as above (reports
# still name files and lines).
build-sanitize: deps
	@CC=clang CXX=clang++ cmake -S . -B build-sanitize -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" \
	  -DSYMCRETE_SANITIZE=ON -DSYMCRETE_FUZZ=ON -DSYMCRETE_FUZZ_SECONDS=$(FUZZ_SECONDS) >/dev/null
	@ninja -C build-sanitize -j $(JOBS)

demo: build
	@scripts/demo.sh

test-main: build
	@cd build && ctest --output-on-failure -j $(TEST_JOBS)

# Under the sanitizers, every test but those whose time is the JVM's tools
# (javac, JUnit, JaCoCo, kotlinc, scalac, jlink, Maven) with little of our
# code between: their sanitized run took about as long as the plain one
# (CTestCostData: sanitized time under 1.3 times the plain), so the
# sanitizers saw little C++ there, and they were half of this pass. Their C++ (validator, writer, report readers, image
# reader) also runs, sanitized, in the unit tests and in the gen, check and
# svcomp tests kept here.
SANITIZE_SKIP = ^(ValidatorTest|ValidatorTrustTest|JImageJlink|GenJvmLangs|GenJvmLangsCaseClass|GenSandbox|GenMemory|GenCtors|GenProject|GenMutation|GenObjects|GenSolver|PathConditionJavaTest|LiteralRoundTripTest)\.|^GenExits\.Junit4StaysJunit4WhenATestIsTakenOut$$|^GenMany\.(TheReportGrowsBatchByBatch|ShardsMergedGiveTheReportOfOneRun|PackageTestsEveryClassATestCanName|Junit4TestsPassOnTheJvm|HtmlReportOpensInAHeadlessBrowser)$$

test-sanitize: build-sanitize
	@cd build-sanitize && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  ctest --output-on-failure -j $(JOBS) -E '$(SANITIZE_SKIP)'

test: test-main test-sanitize

clean:
	rm -rf build build-sanitize
