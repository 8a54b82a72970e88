// LeakSanitizer's built-in suppressions, compiled into every executable of
// the sanitizer build (CMakeLists.txt, SYMCRETE_SANITIZER_HOOKS). cvc5's
// number library, libcln, allocates a few bytes when it loads and never
// frees them; without this every test executable would fail its leak check.
extern "C" const char* __lsan_default_suppressions() { return "leak:libcln.so\n"; }
