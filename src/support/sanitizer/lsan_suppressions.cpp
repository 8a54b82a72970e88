// LeakSanitizer's built-in suppressions and options, compiled into every
// executable of the sanitizer build (CMakeLists.txt, SYMCRETE_SANITIZER_HOOKS).
// cvc5's number library, libcln, allocates a few bytes when it loads and
// never frees them; without this every test executable would fail its leak
// check. The list of suppressions used is not printed at exit: tests read
// what a command prints last.
extern "C" const char* __lsan_default_suppressions() { return "leak:libcln.so\n"; }
extern "C" const char* __lsan_default_options() { return "print_suppressions=0"; }
