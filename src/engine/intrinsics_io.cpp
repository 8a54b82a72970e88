// System.out and System.err, and the natives of the file streams on the
// standard descriptors and on the files a FileInputStream opens. In exploration and replays what the program prints is
// captured in the State (design decision 6: exploration performs no real
// I/O) and System.in is empty; in a run of a program (State::system, `symcrete
// run`) the bytes reach descriptors 1 and 2 exactly when HotSpot's do, and
// System.in reads descriptor 0.
//
// When HotSpot's output reaches the descriptor (JDK 17, traced with strace):
// System.out and System.err are PrintStreams with autoflush over a
// BufferedOutputStream of 128 bytes. Every print, println, append, each piece
// printf formats, and write(byte[]) flushes: PrintStream sends its encoded
// text through its own write(byte[], int, int), which flushes under autoflush
// (an empty text sends nothing, so it does not flush). write(int) only
// buffers; it flushes when it writes '\n' and, before adding a byte, when the
// 128 bytes are full. flush() flushes; what is still buffered at exit, normal
// or not, is lost. After close(), output is dropped and checkError() is true.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <memory>
#include <optional>

#include <fmt/format.h>

#include "classfile/class_path.h"
#include "engine/host_system.h"
#include "intrinsic_table.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;

constexpr std::size_t kStreamBuffer = 128;  // System.initPhase1's BufferedOutputStream

int fd_of(State& state, Value self) { return deref(state, self).stream; }
State::Console& console_of(State& state, int fd) { return state.console[fd - 1]; }

// Bytes reaching descriptor 1 or 2 now: 0, or the errno of a failed write.
int write_descriptor(State& state, int fd, std::string_view bytes) {
    if (bytes.empty()) return 0;
    if (state.system != nullptr) return state.system->write(fd, bytes);
    (fd == 1 ? state.out : state.err).append(bytes);
    return 0;
}

// System.out's and System.err's bytes: a failure is what checkError() reports.
void emit(State& state, int fd, std::string_view bytes) {
    if (write_descriptor(state, fd, bytes) != 0) console_of(state, fd).error = true;
}

void flush_console(State& state, int fd) {
    State::Console& console = console_of(state, fd);
    std::string buffered = std::move(console.buffered);
    console.buffered.clear();
    emit(state, fd, buffered);
}

// Encoded text a PrintStream writes through write(byte[], int, int): the
// buffered bytes, then these, flushed.
void write_flushed(State& state, int fd, std::string_view bytes) {
    State::Console& console = console_of(state, fd);
    if (console.closed) {
        console.error = true;
        return;
    }
    if (console.buffered.empty()) return emit(state, fd, bytes);
    console.buffered.append(bytes);
    flush_console(state, fd);
}

// What print of this text sends: nothing for an empty text.
void print_text(State& state, int fd, std::string_view bytes) {
    if (!bytes.empty()) write_flushed(state, fd, bytes);
}

// A method name and descriptor as a template argument.
template <std::size_t N>
struct MethodKey {
    char text[N];
    constexpr MethodKey(const char (&s)[N]) { std::copy_n(s, N, text); }
    std::string_view name() const { return std::string_view(text).substr(0, std::string_view(text).find('(')); }
    std::string_view descriptor() const { return std::string_view(text).substr(std::string_view(text).find('(')); }
};

// The intrinsic for System.out and System.err; any other PrintStream (one on
// a ByteArrayOutputStream, say) runs PrintStream's own bytecode.
template <MethodKey Key, Intrinsic Fast>
Value stream_method(IntrinsicHost& host, State& state, const Value* a) {
    if (deref(state, a[0]).stream != 0) return Fast(host, state, a);
    const MethodInfo* own = host.klass("java/io/PrintStream")->find_method(Key.name(), Key.descriptor());
    return host.call_bytecode(state, *own, std::vector<Value>(a, a + own->arg_count));
}

// print(x) for each argument type; 'A' is a char[].
template <char Type, bool Newline>
Value print(IntrinsicHost& host, State& state, Args a) {
    std::u16string text;
    if constexpr (Type == 'A') {
        if (a[1].as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
        for (Value c : deref(state, a[1]).slots) text += host.printed_text(state, c, 'C');
    } else if constexpr (Type != 'V') {
        text = host.printed_text(state, a[1], Type);
    }
    std::string bytes = utf8(text);
    if (Newline) bytes += '\n';
    print_text(state, fd_of(state, a[0]), bytes);
    return Value();
}

// printf on any PrintStream: the engine's Formatter model, then the text
// goes out as print(String) would send it (another stream runs its bytecode).
Value printf(IntrinsicHost& host, State& state, Value self, Value format, Value args) {
    auto emit = [&](const std::u16string& text) {
        if (deref(state, self).stream != 0) {
            print_text(state, fd_of(state, self), utf8(text));
            return;
        }
        host.call_virtual(state, "print", "(Ljava/lang/String;)V",
                          {self, Value::ref(host.new_string(state, text))});
    };
    std::u16string text = format_java(host, state, format, args, emit);
    emit(text);
    return self;
}

constexpr Intrinsic write_byte = [](IntrinsicHost& h, State& s, Args a) {
    int fd = fd_of(s, a[0]);
    char byte = static_cast<char>(h.concretize(s, a[1]).as_i32());
    State::Console& console = console_of(s, fd);
    if (console.closed) {
        console.error = true;
        return Value();
    }
    if (console.buffered.size() >= kStreamBuffer) flush_console(s, fd);
    console.buffered.push_back(byte);
    if (byte == '\n') flush_console(s, fd);
    return Value();
};
// The bytes b[off, off + len) of a write(byte[] b, int off, int len) call,
// with the JDK's NullPointerException and IndexOutOfBoundsException.
std::string byte_range(IntrinsicHost& h, State& s, Args a) {
    if (a[0].as_ref() == 0) h.throw_new(s, "java/lang/NullPointerException", std::nullopt);
    const Object& bytes = deref(s, a[0]);
    std::int32_t offset = h.concretize(s, a[1]).as_i32();
    std::int32_t length = h.concretize(s, a[2]).as_i32();
    if (offset < 0 || length < 0 || offset > bytes.length() - length)
        h.throw_new(s, "java/lang/IndexOutOfBoundsException", std::nullopt);
    std::string text;
    for (std::int32_t i = 0; i < length; ++i)
        text.push_back(static_cast<char>(h.concretize(s, bytes.slots[static_cast<std::size_t>(offset + i)]).as_i32()));
    return text;
}

constexpr Intrinsic write_bytes = [](IntrinsicHost& h, State& s, Args a) {
    std::string text = byte_range(h, s, a + 1);
    write_flushed(s, fd_of(s, a[0]), text);  // flushes even when empty
    return Value();
};
constexpr Intrinsic flush = [](IntrinsicHost&, State& s, Args a) {
    int fd = fd_of(s, a[0]);
    if (console_of(s, fd).closed) console_of(s, fd).error = true;
    else flush_console(s, fd);
    return Value();
};
// Closes the PrintStream, not the engine's descriptor: later output is dropped.
constexpr Intrinsic close = [](IntrinsicHost&, State& s, Args a) {
    int fd = fd_of(s, a[0]);
    if (!console_of(s, fd).closed) flush_console(s, fd);
    console_of(s, fd).closed = true;
    return Value();
};
constexpr Intrinsic check_error = [](IntrinsicHost&, State& s, Args a) {
    int fd = fd_of(s, a[0]);
    if (!console_of(s, fd).closed) flush_console(s, fd);
    return Value::i32(console_of(s, fd).error ? 1 : 0);
};
constexpr Intrinsic append_char = [](IntrinsicHost& h, State& s, Args a) {
    print<'C', false>(h, s, a);
    return a[0];
};
constexpr Intrinsic append_sequence = [](IntrinsicHost& h, State& s, Args a) {
    print<'L', false>(h, s, a);
    return a[0];
};
constexpr Intrinsic printf_default_locale = [](IntrinsicHost& h, State& s, Args a) {
    return printf(h, s, a[0], a[1], a[2]);
};
constexpr Intrinsic printf_in_locale = [](IntrinsicHost& h, State& s, Args a) {
    check_format_locale(h, s, a[1]);
    return printf(h, s, a[0], a[2], a[3]);
};

// ---- the standard descriptors' file streams ------------------------------------------------

// The descriptor number of a FileInputStream or FileOutputStream (-1 once closed).
std::int32_t descriptor(IntrinsicHost& host, State& state, Value stream, const char* owner) {
    Value fd = deref(state, stream).slots[field_slot(host, owner, "fd", "Ljava/io/FileDescriptor;").index];
    if (fd.as_ref() == 0) return -1;
    return host.concretize(state, deref(state, fd).slots[field_slot(host, "java/io/FileDescriptor", "fd", "I").index]).as_i32();
}

// The descriptor a FileInputStream reads: standard input (0) or a file it
// opened (State::files).
std::int32_t input_descriptor(IntrinsicHost& host, State& state, Value stream) {
    std::int32_t fd = descriptor(host, state, stream, "java/io/FileInputStream");
    if (fd == -1) host.throw_new(state, "java/io/IOException", "Stream Closed");
    const bool file = fd >= State::kFirstFileDescriptor &&
                      static_cast<std::size_t>(fd - State::kFirstFileDescriptor) < state.files.size();
    if (fd != 0 && !file) host.unsupported(fmt::format("reading file descriptor {}", fd));
    return fd;
}

State::OpenFile& open_file(State& state, std::int32_t fd) {
    return state.files[static_cast<std::size_t>(fd - State::kFirstFileDescriptor)];
}

// Reads descriptor `fd`: standard input is the process's in a run, none
// (end of input) otherwise; a file gives its bytes from the stream's position.
std::int64_t read_input(IntrinsicHost& host, State& state, std::int32_t fd, char* buffer, std::size_t size) {
    if (fd != 0) {
        State::OpenFile& file = open_file(state, fd);
        if (file.position >= file.bytes->size()) return 0;
        const std::size_t n = std::min(size, file.bytes->size() - file.position);
        std::memcpy(buffer, file.bytes->data() + file.position, n);
        file.position += n;
        return static_cast<std::int64_t>(n);
    }
    if (state.system == nullptr) return 0;
    std::int64_t n = state.system->read(buffer, size);
    if (n < 0) host.throw_new(state, "java/io/IOException", "Read error");
    return n;
}

// FileInputStream.readBytes(byte[], int, int): -1 at the end of the input.
Value read_bytes(IntrinsicHost& h, State& s, Args a) {
    const std::int32_t fd = input_descriptor(h, s, a[0]);
    if (a[1].as_ref() == 0) h.throw_new(s, "java/lang/NullPointerException", std::nullopt);
    std::int32_t offset = h.concretize(s, a[2]).as_i32();
    std::int32_t length = h.concretize(s, a[3]).as_i32();
    if (offset < 0 || length < 0 || offset > deref(s, a[1]).length() - length)
        h.throw_new(s, "java/lang/IndexOutOfBoundsException", std::nullopt);
    if (length == 0) return Value::i32(0);
    std::string buffer(static_cast<std::size_t>(length), '\0');
    std::int64_t n = read_input(h, s, fd, buffer.data(), buffer.size());
    if (n == 0) return Value::i32(-1);
    Object& bytes = s.heap.mutate(a[1].as_ref());
    for (std::int64_t i = 0; i < n; ++i)
        bytes.slots[static_cast<std::size_t>(offset + i)] = Value::i32(static_cast<std::int8_t>(buffer[static_cast<std::size_t>(i)]));
    return Value::i32(static_cast<std::int32_t>(n));
}

Value read_byte(IntrinsicHost& h, State& s, Args a) {
    const std::int32_t fd = input_descriptor(h, s, a[0]);
    char byte = 0;
    return Value::i32(read_input(h, s, fd, &byte, 1) == 0 ? -1 : static_cast<unsigned char>(byte));
}

Value available(IntrinsicHost& h, State& s, Args a) {
    const std::int32_t fd = input_descriptor(h, s, a[0]);
    if (fd != 0) {
        const State::OpenFile& file = open_file(s, fd);
        if (file.position >= file.bytes->size()) return Value::i32(0);
        return Value::i32(static_cast<std::int32_t>(std::min<std::size_t>(file.bytes->size() - file.position, 0x7fffffff)));
    }
    if (s.system == nullptr) return Value::i32(0);
    return Value::i32(static_cast<std::int32_t>(std::min<std::int64_t>(s.system->available(), 0x7fffffff)));
}

// FileInputStream.skip0(long): a file moves its position as lseek(2)
// does, past the end too (reads there find the end); a position below 0 or
// past the largest offset is EINVAL, an IOException.
Value skip(IntrinsicHost& h, State& s, Args a) {
    const std::int32_t fd = input_descriptor(h, s, a[0]);
    const std::int64_t wanted = h.concretize(s, a[1]).as_i64();
    if (fd == 0) h.unsupported("skipping standard input");
    State::OpenFile& file = open_file(s, fd);
    const auto position = static_cast<std::int64_t>(file.position);
    std::int64_t moved = 0;
    if (__builtin_add_overflow(position, wanted, &moved) || moved < 0)
        h.throw_new(s, "java/io/IOException", utf16(std::strerror(EINVAL)));
    file.position = static_cast<std::size_t>(moved);
    return Value::i64(wanted);
}

// The files a FileInputStream may open: any in a run of a program, as java
// would; in exploration and replays only the JDK's own (its time zone and
// locale data), which the JVM that runs the tests reads the same, so
// exploration stays free of the machine's other files (design decision 6).
bool may_open(const State& state, const std::filesystem::path& path) {
    if (state.system != nullptr) return true;
    static const std::optional<std::filesystem::path> jdk = []() -> std::optional<std::filesystem::path> {
        auto home = classfile::find_jdk_home();
        if (!home) return std::nullopt;
        std::error_code ec;
        auto real = std::filesystem::canonical(*home, ec);
        return ec ? std::nullopt : std::optional<std::filesystem::path>(real);
    }();
    std::error_code ec;
    const std::filesystem::path real = std::filesystem::weakly_canonical(path, ec);
    if (!jdk || ec) return false;
    const auto [end, ignored] = std::mismatch(jdk->begin(), jdk->end(), real.begin(), real.end());
    return end == jdk->end();
}

constexpr std::size_t kMaxFileBytes = std::size_t{64} << 20;

// FileInputStream.open0(String name): reads the whole file now; a file that
// cannot be opened throws FileNotFoundException with HotSpot's message.
Value open_input(IntrinsicHost& h, State& s, Args a) {
    if (a[1].as_ref() == 0) h.throw_new(s, "java/lang/NullPointerException", std::nullopt);
    const std::string name = utf8(string_chars(s, a[1]));
    std::filesystem::path path = name;
    if (path.is_relative() && s.system != nullptr) path = std::filesystem::path(s.system->working_directory()) / path;
    if (!may_open(s, path)) h.unsupported(fmt::format("reading the file {} in exploration (only the JDK's own files are read)", name));
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) h.throw_new(s, "java/io/FileNotFoundException", utf16(fmt::format("{} ({})", name, std::strerror(errno))));
    struct stat info {};
    if (::fstat(fd, &info) == 0 && S_ISDIR(info.st_mode)) {
        ::close(fd);
        h.throw_new(s, "java/io/FileNotFoundException", utf16(name + " (Is a directory)"));
    }
    auto bytes = std::make_shared<std::string>();
    char buffer[65536];
    for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) != 0;) {
        if (n < 0) {
            if (errno == EINTR) continue;
            break;
        }
        bytes->append(buffer, static_cast<std::size_t>(n));
        if (bytes->size() > kMaxFileBytes) {
            ::close(fd);
            h.unsupported(fmt::format("reading {}: more than {} MiB", name, kMaxFileBytes >> 20));
        }
    }
    ::close(fd);
    s.files.push_back({std::move(bytes), 0});
    const Value descriptor_object = deref(s, a[0]).slots[field_slot(h, "java/io/FileInputStream", "fd", "Ljava/io/FileDescriptor;").index];
    if (descriptor_object.as_ref() == 0) h.unsupported("FileInputStream.open0 without a FileDescriptor");
    s.heap.mutate(descriptor_object.as_ref()).slots[field_slot(h, "java/io/FileDescriptor", "fd", "I").index] =
        Value::i32(State::kFirstFileDescriptor + static_cast<std::int32_t>(s.files.size() - 1));
    return Value();
}

// FileOutputStream on FileDescriptor.out or .err: straight to the
// descriptor, past System.out's buffer, as on the JVM.
std::int32_t output_descriptor(IntrinsicHost& host, State& state, Value stream) {
    std::int32_t fd = descriptor(host, state, stream, "java/io/FileOutputStream");
    if (fd == -1) host.throw_new(state, "java/io/IOException", "Stream Closed");
    if (fd != 1 && fd != 2) host.unsupported(fmt::format("writing file descriptor {}", fd));
    return fd;
}

// A FileOutputStream's write: a failure is an IOException with the system's
// message ("Broken pipe"), as the JDK's native throws it.
void write_file(IntrinsicHost& host, State& state, int fd, std::string_view bytes) {
    if (int error = write_descriptor(state, fd, bytes); error != 0)
        host.throw_new(state, "java/io/IOException", std::strerror(error));
}

Value file_write_bytes(IntrinsicHost& h, State& s, Args a) {
    std::int32_t fd = output_descriptor(h, s, a[0]);
    std::string text = byte_range(h, s, a + 1);
    write_file(h, s, fd, text);
    return Value();
}

Value file_write_byte(IntrinsicHost& h, State& s, Args a) {
    std::int32_t fd = output_descriptor(h, s, a[0]);
    write_file(h, s, fd, std::string(1, static_cast<char>(h.concretize(s, a[1]).as_i32())));
    return Value();
}

// UnixFileSystem.canonicalize0(String): File.getCanonicalPath's native, given
// an absolute path. In a run it is the host's: symbolic links resolved over
// the longest prefix that exists and "." and ".." collapsed in the rest, as the
// JDK's canonicalize_md.c does; in exploration, which touches no file system
// (design decision 6), the names are collapsed as written. ClassLoaders'
// static initializer asks it for the class path ("." when there is none).
Value canonicalize(IntrinsicHost& h, State& s, Args a) {
    if (a[1].as_ref() == 0) h.throw_new(s, "java/lang/NullPointerException", std::nullopt);
    const std::filesystem::path path(utf8(string_chars(s, a[1])));
    std::error_code ec;
    std::string text = (s.system != nullptr ? std::filesystem::weakly_canonical(path, ec) : path.lexically_normal()).string();
    if (ec) h.throw_new(s, "java/io/IOException", utf16(fmt::format("Bad pathname {}", path.string())));
    while (text.size() > 1 && text.back() == '/') text.pop_back();
    return Value::ref(h.new_string(s, utf16(text)));
}

// UnixFileSystem.getBooleanAttributes0(File): exists, regular, directory and
// hidden (0x1, 0x2, 0x4, 0x8), from stat(2) on the files may_open allows, and
// the root, exploration's working directory.
Value boolean_attributes(IntrinsicHost& h, State& s, Args a) {
    if (a[1].as_ref() == 0) h.throw_new(s, "java/lang/NullPointerException", std::nullopt);
    const Value path_string = deref(s, a[1]).slots[field_slot(h, "java/io/File", "path", "Ljava/lang/String;").index];
    const std::filesystem::path path(utf8(string_chars(s, path_string)));
    if (path != "/" && !may_open(s, path))
        h.unsupported(fmt::format("asking the file system about {} in exploration", path.string()));
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return Value::i32(0);
    const bool hidden = path.filename().string().starts_with('.');
    return Value::i32(0x1 | (S_ISREG(info.st_mode) ? 0x2 : 0) | (S_ISDIR(info.st_mode) ? 0x4 : 0) | (hidden ? 0x8 : 0));
}

Value no_op(IntrinsicHost&, State&, Args) { return Value(); }

}  // namespace

void add_io_intrinsics(IntrinsicTable& t) {
    // FileDescriptor.in/out/err and the file streams on them; the process's
    // own descriptors are never closed (close0 only marks the Java object).
    t["java/io/FileDescriptor.initIDs()V"] = no_op;
    t["java/io/FileDescriptor.getHandle(I)J"] = [](IntrinsicHost&, State&, Args) { return Value::i64(-1); };
    t["java/io/FileDescriptor.getAppend(I)Z"] = [](IntrinsicHost&, State&, Args) { return Value::i32(0); };
    t["java/io/FileDescriptor.close0()V"] = [](IntrinsicHost& h, State& s, Args a) {
        s.heap.mutate(a[0].as_ref()).slots[field_slot(h, "java/io/FileDescriptor", "fd", "I").index] = Value::i32(-1);
        return Value();
    };
    t["java/io/FileInputStream.initIDs()V"] = no_op;
    t["java/io/FileInputStream.readBytes([BII)I"] = read_bytes;
    t["java/io/FileInputStream.read0()I"] = read_byte;
    t["java/io/FileInputStream.available0()I"] = available;
    t["java/io/FileInputStream.skip0(J)J"] = skip;
    // JDK 25's skip and available ask first: the engine's files are regular
    // (read whole by open0), standard input is not.
    t["java/io/FileInputStream.isRegularFile0(Ljava/io/FileDescriptor;)Z"] = [](IntrinsicHost& h, State& s, Args a) {
        return Value::i32(input_descriptor(h, s, a[0]) != 0 ? 1 : 0);
    };
    t["java/io/FileInputStream.open0(Ljava/lang/String;)V"] = open_input;
    // A Cleaner closes a stream's descriptor once the stream is garbage; the
    // engine's files are bytes in the State, and its one thread starts no
    // cleaner thread, so there is nothing to register.
    t["java/io/FileCleanable.register(Ljava/io/FileDescriptor;)V"] = no_op;
    t["java/io/FileCleanable.unregister(Ljava/io/FileDescriptor;)V"] = no_op;
    t["java/io/FileOutputStream.initIDs()V"] = no_op;
    t["java/io/UnixFileSystem.getBooleanAttributes0(Ljava/io/File;)I"] = boolean_attributes;
    t["java/io/UnixFileSystem.canonicalize0(Ljava/lang/String;)Ljava/lang/String;"] = canonicalize;
    t["java/io/FileOutputStream.writeBytes([BIIZ)V"] = file_write_bytes;
    t["java/io/FileOutputStream.write(IZ)V"] = file_write_byte;

    const std::string p = "java/io/PrintStream.";
    t[p + "println()V"] = stream_method<"println()V", print<'V', true>>;
    t[p + "newLine()V"] = stream_method<"newLine()V", print<'V', true>>;
    t[p + "println(Z)V"] = stream_method<"println(Z)V", print<'Z', true>>;
    t[p + "println(C)V"] = stream_method<"println(C)V", print<'C', true>>;
    t[p + "println(I)V"] = stream_method<"println(I)V", print<'I', true>>;
    t[p + "println(J)V"] = stream_method<"println(J)V", print<'J', true>>;
    t[p + "println(F)V"] = stream_method<"println(F)V", print<'F', true>>;
    t[p + "println(D)V"] = stream_method<"println(D)V", print<'D', true>>;
    t[p + "println([C)V"] = stream_method<"println([C)V", print<'A', true>>;
    t[p + "println(Ljava/lang/String;)V"] = stream_method<"println(Ljava/lang/String;)V", print<'L', true>>;
    t[p + "println(Ljava/lang/Object;)V"] = stream_method<"println(Ljava/lang/Object;)V", print<'L', true>>;
    t[p + "print(Z)V"] = stream_method<"print(Z)V", print<'Z', false>>;
    t[p + "print(C)V"] = stream_method<"print(C)V", print<'C', false>>;
    t[p + "print(I)V"] = stream_method<"print(I)V", print<'I', false>>;
    t[p + "print(J)V"] = stream_method<"print(J)V", print<'J', false>>;
    t[p + "print(F)V"] = stream_method<"print(F)V", print<'F', false>>;
    t[p + "print(D)V"] = stream_method<"print(D)V", print<'D', false>>;
    t[p + "print([C)V"] = stream_method<"print([C)V", print<'A', false>>;
    t[p + "print(Ljava/lang/String;)V"] = stream_method<"print(Ljava/lang/String;)V", print<'L', false>>;
    t[p + "print(Ljava/lang/Object;)V"] = stream_method<"print(Ljava/lang/Object;)V", print<'L', false>>;
    t[p + "write(I)V"] = stream_method<"write(I)V", write_byte>;
    t[p + "write([BII)V"] = stream_method<"write([BII)V", write_bytes>;
    t[p + "flush()V"] = stream_method<"flush()V", flush>;
    t[p + "close()V"] = stream_method<"close()V", close>;
    t[p + "checkError()Z"] = stream_method<"checkError()Z", check_error>;
    t[p + "append(C)Ljava/io/PrintStream;"] = stream_method<"append(C)Ljava/io/PrintStream;", append_char>;
    t[p + "append(Ljava/lang/CharSequence;)Ljava/io/PrintStream;"] = stream_method<"append(Ljava/lang/CharSequence;)Ljava/io/PrintStream;", append_sequence>;
    // printf and format format in C++ for every stream (see printf).
    t[p + "printf(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"] = printf_default_locale;
    t[p + "format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"] = printf_default_locale;
    t[p + "printf(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"] = printf_in_locale;
    t[p + "format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;"] = printf_in_locale;
}

}  // namespace symcrete::engine
