// Intrinsics for java.lang and the JDK internals its bytecode needs: Object,
// Class, System, Runtime, Throwable, Enum, Float/Double bits, StrictMath
// natives and Math's intrinsified methods, reflect.Array, VM and CDS (Unsafe
// is intrinsics_unsafe.cpp, Thread intrinsics_threads.cpp). Everything is
// deterministic: identity hashes come from addresses, clocks from the step
// counter and the time threads waited, and nothing touches real files,
// processes or the network. Only a run of a program (State::system) sees the
// process's environment and working directory.
#include <sys/utsname.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <sstream>
#include <fmt/format.h>

#include "engine/host_system.h"
#include "intrinsic_table.h"
#include "java_math.h"
#include "opaque_math.h"
#include "engine/program.h"
#include "strict_math.h"
#include "thread_model.h"

namespace symcrete::engine {

namespace {

using Args = const Value*;

Value concrete(IntrinsicHost& host, State& state, Value v) { return host.concretize(state, v); }


Value object_clone(IntrinsicHost& host, State& state, Args a) {
    const Object& original = deref(state, a[0]);
    if (original.kind == Object::Kind::Instance) {
        const RuntimeClass* cloneable = host.klass("java/lang/Cloneable");
        if (!host.program().is_assignable(original.cls, cloneable))
            host.throw_new(state, "java/lang/CloneNotSupportedException", original.cls->java_name());
    } else if (original.kind != Object::Kind::Array) {
        host.unsupported("clone of an engine-modelled object");
    }
    state.heap.check(footprint(original));  // before the engine copies it
    Object copy = original;
    return Value::ref(state.heap.allocate(std::move(copy)));
}

// System.arraycopy with HotSpot's checks and messages.
Value arraycopy(IntrinsicHost& host, State& state, Args a) {
    Value src = a[0];
    Value dst = a[2];
    if (src.as_ref() == 0 || dst.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    std::int32_t src_pos = concrete(host, state, a[1]).as_i32();
    std::int32_t dst_pos = concrete(host, state, a[3]).as_i32();
    std::int32_t length = concrete(host, state, a[4]).as_i32();
    const Object& s = deref(state, src);
    const Object& d = deref(state, dst);
    // HotSpot's words for an array: "object array" or the primitive's name.
    auto describe = [](const Object& o) {
        return o.cls->element_kind == ValueKind::Ref ? std::string("object array") : o.cls->component->name;
    };
    if (s.kind != Object::Kind::Array || d.kind != Object::Kind::Array) {
        const Object& bad = s.kind != Object::Kind::Array ? s : d;
        host.throw_new(state, "java/lang/ArrayStoreException",
                       fmt::format("arraycopy: {} type {} is not an array",
                                   s.kind != Object::Kind::Array ? "source" : "destination", bad.cls->java_name()));
    }
    bool src_ref = s.cls->element_kind == ValueKind::Ref;
    bool dst_ref = d.cls->element_kind == ValueKind::Ref;
    if (src_ref != dst_ref || (!src_ref && s.cls->element_type != d.cls->element_type))
        host.throw_new(state, "java/lang/ArrayStoreException",
                       fmt::format("arraycopy: type mismatch: can not copy {}[] into {}[]", describe(s), describe(d)));
    // Reference arrays whose element types cannot hold each other's elements.
    if (src_ref && !host.program().is_assignable(s.cls->component, d.cls->component) &&
        !host.program().is_assignable(d.cls->component, s.cls->component))
        host.throw_new(state, "java/lang/ArrayStoreException",
                       fmt::format("arraycopy: type mismatch: can not copy {}[] into {}[]",
                                   s.cls->component->java_name(), d.cls->component->java_name()));
    auto check = [&](std::int32_t pos, const Object& o, const char* which) {
        if (pos < 0)
            host.throw_new(state, "java/lang/ArrayIndexOutOfBoundsException",
                           fmt::format("arraycopy: {} index {} out of bounds for {}[{}]", which, pos, describe(o), o.length()));
        if (static_cast<std::int64_t>(pos) + length > o.length())
            host.throw_new(state, "java/lang/ArrayIndexOutOfBoundsException",
                           fmt::format("arraycopy: last {} index {} out of bounds for {}[{}]", which,
                                       static_cast<std::int64_t>(pos) + length, describe(o), o.length()));
    };
    if (length < 0)
        host.throw_new(state, "java/lang/ArrayIndexOutOfBoundsException",
                       fmt::format("arraycopy: length {} is negative", length));
    check(src_pos, s, "source");
    check(dst_pos, d, "destination");
    if (length == 0) return Value();
    std::vector<Value> values(s.slots.begin() + src_pos, s.slots.begin() + src_pos + length);
    Object& target = state.heap.mutate(dst.as_ref());
    if (src_ref && !host.program().is_assignable(s.cls, target.cls)) {
        // Element-wise store checks: copy up to the first element that does not fit.
        for (std::int32_t i = 0; i < length; ++i) {
            Value v = values[static_cast<std::size_t>(i)];
            if (v.as_ref() != 0 && !host.program().is_assignable(deref(state, v).cls, target.cls->component)) {
                host.throw_new(state, "java/lang/ArrayStoreException",
                               fmt::format("arraycopy: element type mismatch: can not cast one of the elements of {}[] "
                                           "to the type of the destination array, {}",
                                           s.cls->component->java_name(), target.cls->component->java_name()));
            }
            state.heap.mutate(dst.as_ref()).slots[static_cast<std::size_t>(dst_pos + i)] = v;
        }
        return Value();
    }
    std::copy(values.begin(), values.end(), target.slots.begin() + dst_pos);
    return Value();
}

// Throwable's stack trace, as HotSpot records it: the frames below the
// throwable's own construction (fillInStackTrace and the constructors of its
// class and superclasses are skipped), newest first, each with its source
// file and line. Stored in `backtrace` as the StackTraceElement[] itself.
Value fill_in_stack_trace(IntrinsicHost& host, State& state, Args a) {
    const RuntimeClass* thrown = deref(state, a[0]).cls;
    std::size_t top = state.frames.size();
    auto method_of = [&](std::size_t i) { return state.frames[i - 1].code->method; };
    while (top > 0 && method_of(top)->name() == "fillInStackTrace") --top;
    while (top > 0 && method_of(top)->name() == "<init>" && host.program().is_subclass(thrown, method_of(top)->owner))
        --top;
    const RuntimeClass* element_class = host.klass("java/lang/StackTraceElement");
    const MethodInfo* constructor =
        element_class->find_method("<init>", "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V");
    FieldSlot module = field_slot(host, "java/lang/StackTraceElement", "moduleName", "Ljava/lang/String;");
    std::vector<Value> elements;
    for (std::size_t i = top; i > 0; --i) {
        const Frame frame = state.frames[i - 1];
        const MethodInfo& method = *frame.code->method;
        if (method.hidden_from_traces) continue;
        const ir::Block& block = frame.code->fn->blocks[frame.block];
        std::int32_t line = frame.index < block.instrs.size() ? static_cast<std::int32_t>(block.instrs[frame.index].line) : -1;
        const classfile::ClassFile& file = *method.owner->file;
        std::uint32_t element = host.new_instance(state, element_class);
        Value source = file.source_file ? Value::ref(host.intern(state, utf16(*file.source_file))) : Value::null();
        host.call(state, *constructor,
                  {Value::ref(element), Value::ref(host.intern(state, utf16(method.owner->java_name()))),
                   Value::ref(host.intern(state, utf16(method.name()))), source, Value::i32(line == 0 ? -1 : line)});
        // JDK frames name their module, as "java.base/java.util.ArrayList.get(...)".
        const std::string& location = file.source;
        if (auto at = location.find("!/"); at != std::string::npos) {
            std::string name = location.substr(at + 2, location.find('/', at + 2) - at - 2);
            state.heap.mutate(element).slots[module.index] = Value::ref(host.intern(state, utf16(name)));
        }
        elements.push_back(Value::ref(element));
    }
    std::uint32_t array = host.new_array(state, host.klass("[Ljava/lang/StackTraceElement;"),
                                         static_cast<std::int32_t>(elements.size()));
    for (std::size_t i = 0; i < elements.size(); ++i) state.heap.mutate(array).slots[i] = elements[i];
    FieldSlot backtrace = field_slot(host, "java/lang/Throwable", "backtrace", "Ljava/lang/Object;");
    FieldSlot depth = field_slot(host, "java/lang/Throwable", "depth", "I");
    Object& throwable = state.heap.mutate(a[0].as_ref());
    throwable.slots[backtrace.index] = Value::ref(array);
    throwable.slots[depth.index] = Value::i32(static_cast<std::int32_t>(elements.size()));
    return a[0];
}

// The system properties a program sees: fixed, so runs are deterministic;
// the values are what HotSpot reports on Linux in a C.UTF-8 locale. The
// Java version ones are the JDK's whose classes run (jdk_versions).
constexpr std::pair<const char16_t*, const char16_t*> kSystemProperties[] = {
    {u"line.separator", u"\n"},        {u"file.separator", u"/"},          {u"path.separator", u":"},
    {u"file.encoding", u"UTF-8"},      {u"native.encoding", u"UTF-8"},    {u"sun.jnu.encoding", u"UTF-8"},
    {u"user.language", u"en"},         {u"os.name", u"Linux"},            {u"os.arch", u"amd64"},
    {u"java.vendor", u"Symcrete"},     {u"java.io.tmpdir", u"/tmp"},
};

// java.version, java.specification.version and java.class.version of the
// JDK whose classes run, from its release file (JAVA_VERSION="17.0.15").
struct JdkVersions {
    std::u16string version = u"17.0.15";
    int feature = 17;
};

JdkVersions jdk_versions() {
    JdkVersions versions;
    auto home = classfile::find_jdk_home();
    if (!home) return versions;
    std::ifstream file(*home + "/release");
    std::stringstream text;
    text << file.rdbuf();
    const std::string release = text.str();
    const std::string key = "JAVA_VERSION=\"";
    const auto at = release.find(key);
    const auto end = at == std::string::npos ? at : release.find('"', at + key.size());
    if (end == std::string::npos) return versions;
    const std::string version = release.substr(at + key.size(), end - at - key.size());
    const int feature = static_cast<int>(std::strtol(version.c_str(), nullptr, 10));
    if (feature < 9) return versions;  // a JDK 8 has no lib/modules to run
    return {utf16(version), feature};
}

// System's fields are set by the JVM after its <clinit>; here out and err are
// the engine's own streams.
Value system_clinit(IntrinsicHost& host, State& state, Args) {
    const std::size_t losses_before = state.precision_lost.size();
    const RuntimeClass* print_stream = host.klass("java/io/PrintStream");
    auto stream = [&](std::int32_t fd) {
        std::uint32_t address = host.new_instance(state, print_stream);
        state.heap.mutate(address).stream = fd;
        return Value::ref(address);
    };
    const RuntimeClass* system = host.klass("java/lang/System");
    state.static_slot(system->id, field_slot(host, "java/lang/System", "out", "Ljava/io/PrintStream;").index) = stream(1);
    state.static_slot(system->id, field_slot(host, "java/lang/System", "err", "Ljava/io/PrintStream;").index) = stream(2);
    // System.getProperty reads this Properties object, as on the JVM.
    const RuntimeClass* properties = host.klass("java/util/Properties");
    std::uint32_t props = host.new_instance(state, properties);
    host.call(state, *properties->find_method("<init>", "()V"), {Value::ref(props)});
    auto set_property = [&](const std::u16string& name, const std::u16string& value) {
        host.call_virtual(state, "setProperty", "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;",
                          {Value::ref(props), Value::ref(host.intern(state, name)), Value::ref(host.intern(state, value))});
    };
    for (const auto& [name, value] : kSystemProperties) set_property(name, value);
    const JdkVersions versions = jdk_versions();
    set_property(u"java.version", versions.version);
    set_property(u"java.specification.version", utf16(std::to_string(versions.feature)));
    set_property(u"java.class.version", utf16(std::to_string(versions.feature + 44) + ".0"));
    // The kernel's release, as HotSpot reports it (JDK 21's StaticProperty requires one).
    struct utsname host_name {};
    set_property(u"os.version", utf16(::uname(&host_name) == 0 ? host_name.release : ""));
    // JDK 19 and later name the encodings of the standard streams.
    if (versions.feature >= 19) {
        set_property(u"stdout.encoding", u"UTF-8");
        set_property(u"stderr.encoding", u"UTF-8");
    }
    // The working directory and the user: the process's in a run of a
    // program; fixed otherwise ("?" is the JDK's own value for an unknown user).
    HostSystem::User user = state.system != nullptr ? state.system->user() : HostSystem::User{"?", "?"};
    set_property(u"user.dir", state.system != nullptr ? utf16(state.system->working_directory()) : u"/");
    set_property(u"user.name", utf16(user.name));
    set_property(u"user.home", utf16(user.home));
    // The JDK whose classes run: its own code looks files up relative to it.
    if (auto home = classfile::find_jdk_home()) set_property(u"java.home", utf16(*home));
    state.static_slot(system->id, field_slot(host, "java/lang/System", "props", "Ljava/util/Properties;").index) =
        Value::ref(props);
    // System.in as System.initPhase1 makes it: a BufferedInputStream over a
    // FileInputStream on FileDescriptor.in, whose natives (intrinsics_io.cpp)
    // read the process's standard input in a run, and nothing in exploration.
    const RuntimeClass* descriptor = host.klass("java/io/FileDescriptor");
    host.initialize(state, descriptor);
    Value standard_in =
        state.static_value(descriptor->id, field_slot(host, "java/io/FileDescriptor", "in", "Ljava/io/FileDescriptor;").index);
    const RuntimeClass* file_input = host.klass("java/io/FileInputStream");
    host.initialize(state, file_input);
    std::uint32_t file = host.new_instance(state, file_input);
    host.call(state, *file_input->find_method("<init>", "(Ljava/io/FileDescriptor;)V"), {Value::ref(file), standard_in});
    const RuntimeClass* buffered_input = host.klass("java/io/BufferedInputStream");
    host.initialize(state, buffered_input);
    std::uint32_t input = host.new_instance(state, buffered_input);
    host.call(state, *buffered_input->find_method("<init>", "(Ljava/io/InputStream;)V"), {Value::ref(input), Value::ref(file)});
    state.static_slot(system->id, field_slot(host, "java/lang/System", "in", "Ljava/io/InputStream;").index) =
        Value::ref(input);
    state.static_slot(system->id, field_slot(host, "java/lang/System", "lineSeparator", "Ljava/lang/String;").index) =
        Value::ref(host.intern(state, u"\n"));
    // java.lang's back door for other JDK packages (EnumSet, streams), which
    // System.initPhase1 installs: System's anonymous JavaLangAccess class.
    const RuntimeClass* interface = host.klass("jdk/internal/access/JavaLangAccess");
    Result<const RuntimeClass*> access = Error{"none"};
    for (int n = 1; n < 6 && !(access && host.program().is_assignable(*access, interface)); ++n)
        access = host.program().klass("java/lang/System$" + std::to_string(n));
    if (access && host.program().is_assignable(*access, interface)) {
        std::uint32_t object = host.new_instance(state, *access);
        host.call(state, *(*access)->find_method("<init>", "()V"), {Value::ref(object)});
        host.call_static(state, "jdk/internal/access/SharedSecrets", "setJavaLangAccess",
                         "(Ljdk/internal/access/JavaLangAccess;)V", {Value::ref(object)});
    }
    // initPhase1 initialises AccessibleObject early too: its initialiser
    // installs reflection's back door and then makes the ReflectionFactory,
    // whose constructor takes that back door. Left to the program, the
    // factory could come first (Class.getMethod does), and both would be null.
    host.initialize(state, host.klass("java/lang/reflect/AccessibleObject"));
    // JDK 18 and later keep the streams' Charset (PrintStream.charset(),
    // which PrintWriter and OutputStreamWriter read): UTF-8, as the locale's.
    // After the back door above, which the charset's coders keep at their
    // initialisation.
    if (const auto charset = host.program().resolve_field(print_stream, "charset", "Ljava/nio/charset/Charset;")) {
        const RuntimeClass* utf8 = host.klass("sun/nio/cs/UTF_8");
        host.initialize(state, utf8);
        const Value instance =
            state.static_value(utf8->id, field_slot(host, "sun/nio/cs/UTF_8", "INSTANCE", "Lsun/nio/cs/UTF_8;").index);
        for (const char* name : {"out", "err"}) {
            const Value printer = state.static_value(system->id, field_slot(host, "java/lang/System", name, "Ljava/io/PrintStream;").index);
            state.heap.mutate(printer.as_ref()).slots[charset->index] = instance;
        }
    }
    // This is the JVM's start-up, which HotSpot runs before main (from its
    // CDS archive): identity hashes taken here (JDK 21's ReflectionFactory
    // puts classes in a Set.of) choose nothing a program can observe, so
    // they make no path imprecise.
    if (state.precision_lost.size() > losses_before) {
        auto& losses = state.precision_lost.mutate();
        losses.erase(std::remove_if(losses.begin() + static_cast<std::ptrdiff_t>(losses_before), losses.end(),
                                    [](const State::PrecisionLoss& loss) { return loss.kind == PrecisionLossKind::IdentityHash; }),
                     losses.end());
    }
    return Value();
}

// The deterministic clocks: the instructions run and the time threads
// waited (thread_model::clock_nanos).
std::int64_t fake_millis(const State& state) {
    return thread_model::kEpochMillis + thread_model::clock_nanos(state) / thread_model::kNanosPerMilli;
}

Value enum_value_of(IntrinsicHost& host, State& state, Args a) {
    const RuntimeClass* cls = mirrored(host, state, a[0]);
    if (a[1].as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", "Name is null");
    const std::u16string wanted = string_chars(state, a[1]);
    const MethodInfo* values = cls->find_method("values", "()[L" + cls->name + ";");
    if (values == nullptr) host.throw_new(state, "java/lang/IllegalArgumentException", cls->java_name() + " is not an enum class");
    Value array = host.call(state, *values, {});
    FieldSlot name = field_slot(host, "java/lang/Enum", "name", "Ljava/lang/String;");
    for (Value constant : deref(state, array).slots) {
        Value n = deref(state, constant).slots[name.index];
        if (n.as_ref() != 0 && string_chars(state, n) == wanted) return constant;
    }
    std::string canonical = cls->java_name();
    for (char& c : canonical)
        if (c == '$') c = '.';
    host.throw_new(state, "java/lang/IllegalArgumentException",
                   std::optional<std::u16string>(utf16("No enum constant " + canonical + ".") + wanted));
}

Value no_op(IntrinsicHost&, State&, Args) { return Value(); }

// System.setOut0/setErr0/setIn0: the JVM writes the final static field.
template <char Which>
Value set_system_field(IntrinsicHost& h, State& s, Args a) {
    const char* field = Which == 'o' ? "out" : Which == 'e' ? "err" : "in";
    const char* type = Which == 'i' ? "Ljava/io/InputStream;" : "Ljava/io/PrintStream;";
    s.static_slot(h.klass("java/lang/System")->id, field_slot(h, "java/lang/System", field, type).index) = a[0];
    return Value();
}

// HashMap's tree bins order keys by compareTo when their class is
// "class C implements Comparable<C>", which it finds through generic
// reflection; the class's Signature attribute says the same.
Value comparable_class_for(IntrinsicHost& h, State& s, Args a) {
    if (a[0].as_ref() == 0) return Value::null();
    const RuntimeClass* cls = deref(s, a[0]).cls;
    if (!h.program().is_assignable(cls, h.klass("java/lang/Comparable"))) return Value::null();
    if (cls->name == "java/lang/String") return Value::ref(h.mirror(s, cls));
    if (cls->file == nullptr || !cls->file->signature) return Value::null();
    const std::string wanted = "Ljava/lang/Comparable<L" + cls->name + ";>;";
    const std::string& signature = *cls->file->signature;
    // Only direct superinterfaces count: the part after the superclass.
    return signature.find(wanted) != std::string::npos ? Value::ref(h.mirror(s, cls)) : Value::null();
}

// A java.lang.reflect.Field for a declared field, as far as Unsafe needs it.
Value declared_field(IntrinsicHost& h, State& s, Args a) {
    const RuntimeClass* cls = mirrored(h, s, a[0]);
    if (a[1].as_ref() == 0) h.throw_new(s, "java/lang/NullPointerException", std::nullopt);
    std::string name = utf8(string_chars(s, a[1]));
    for (const auto& [key, slot] : cls->declared_fields) {
        if (key.substr(0, key.find(':')) != name) continue;
        const RuntimeClass* field_class = h.klass("java/lang/reflect/Field");
        std::uint32_t field = h.new_instance(s, field_class);
        auto set = [&](const char* n, const char* d, Value v) {
            s.heap.mutate(field).slots[field_slot(h, "java/lang/reflect/Field", n, d).index] = v;
        };
        set("clazz", "Ljava/lang/Class;", a[0]);
        set("name", "Ljava/lang/String;", Value::ref(h.intern(s, utf16(name))));
        set("slot", "I", Value::i32(static_cast<std::int32_t>(slot.index)));
        auto type = h.program().class_of_descriptor(key.substr(key.find(':') + 1));
        if (type) set("type", "Ljava/lang/Class;", Value::ref(h.mirror(s, *type)));
        return Value::ref(field);
    }
    h.throw_new(s, "java/lang/NoSuchFieldException", name);
}

Value privileged_action(IntrinsicHost& h, State& s, Args a) {
    return h.call_virtual(s, "run", "()Ljava/lang/Object;", {a[0]});
}
Value privileged_exception_action(IntrinsicHost& h, State& s, Args a) {
    // Checked exceptions arrive wrapped, as AccessController does.
    const RuntimeClass* runtime_exception = h.klass("java/lang/RuntimeException");
    try {
        return h.call_virtual(s, "run", "()Ljava/lang/Object;", {a[0]});
    } catch (const JavaThrow& thrown) {
        const RuntimeClass* cls = deref(s, Value::ref(thrown.exception)).cls;
        if (cls->is_error || h.program().is_assignable(cls, runtime_exception)) throw;
        const RuntimeClass* wrapper = h.klass("java/security/PrivilegedActionException");
        std::uint32_t wrapped = h.new_instance(s, wrapper);
        h.call(s, *wrapper->find_method("<init>", "(Ljava/lang/Exception;)V"), {Value::ref(wrapped), Value::ref(thrown.exception)});
        throw JavaThrow{wrapped};
    }
}
Value false_value(IntrinsicHost&, State&, Args) { return Value::i32(0); }
Value null_value(IntrinsicHost&, State&, Args) { return Value::null(); }

// Math's sin, cos, tan, exp, log, log10 and pow: HotSpot's own stubs, not
// StrictMath, so the engine computes them correctly rounded (java_math.h).
// A result Java's specification fixes is a plain value; any other, and any
// of a symbolic argument (an opaque call), is the host's to make
// (math_result: the path marked inexact, or the values the specification
// allows).
template <java_math::Function F>
Value math_intrinsic(IntrinsicHost& host, State& state, Args a) {
    if constexpr (F == java_math::Function::Pow) {
        // Exponents whose result is an expression: a symbolic base stays symbolic.
        if (a[1].is_concrete() && a[0].is_symbolic()) {
            double exponent = a[1].as_f64();
            if (exponent == 0) return Value::f64(1.0);
            if (exponent == 1) return a[0];
            if (exponent == 2) return expr::binary(host.context(), expr::Kind::Mul, a[0], a[0]);
        }
    }
    const bool binary = F == java_math::Function::Pow;
    const std::optional<Value> y = binary ? std::optional<Value>(a[1]) : std::nullopt;
    if (a[0].is_concrete() && (!binary || a[1].is_concrete())) {
        java_math::Result result = java_math::compute(F, a[0].as_f64(), binary ? a[1].as_f64() : 0.0);
        if (result.exact) return Value::f64(result.value);
    }
    return host.math_result(state, opaque_math::id(F), a[0], y, false);
}

// Math.min, max and abs of ints and longs: one if-then-else expression
// where the JDK's code branches, so a symbolic argument costs no fork (loops
// keeping a running minimum forked twice per element, and sorting and
// searching code calls them in every iteration). Exactly Java's: abs of
// MIN_VALUE is MIN_VALUE, as negation wraps.
Value integral_min(IntrinsicHost& h, State&, Args a) {
    return expr::ite(h.context(), expr::binary(h.context(), expr::Kind::Le, a[0], a[1]), a[0], a[1]);
}
Value integral_max(IntrinsicHost& h, State&, Args a) {
    return expr::ite(h.context(), expr::binary(h.context(), expr::Kind::Le, a[1], a[0]), a[0], a[1]);
}
template <bool Long>
Value integral_abs(IntrinsicHost& h, State&, Args a) {
    const Value zero = Long ? Value::i64(0) : Value::i32(0);
    return expr::ite(h.context(), expr::binary(h.context(), expr::Kind::Lt, a[0], zero),
                     expr::unary(h.context(), expr::Kind::Neg, a[0]), a[0]);
}

// System.getenv(name): the first variable of that name, as ProcessEnvironment keeps it.
Value getenv_variable(IntrinsicHost& h, State& s, Args a) {
    if (a[0].as_ref() == 0) h.throw_new(s, "java/lang/NullPointerException", std::nullopt);
    if (s.system == nullptr) return Value::null();
    std::string name = utf8(string_chars(s, a[0]));
    for (const auto& [variable, value] : s.system->environment())
        if (variable == name) return Value::ref(h.new_string(s, utf16(value)));
    return Value::null();
}

// ProcessEnvironment's native: names and values as byte arrays, alternating.
Value environ_bytes(IntrinsicHost& h, State& s, Args) {
    std::vector<std::pair<std::string, std::string>> variables;
    if (s.system != nullptr) variables = s.system->environment();
    std::uint32_t array = h.new_array(s, h.klass("[[B"), static_cast<std::int32_t>(2 * variables.size()));
    std::size_t i = 0;
    for (const auto& [name, value] : variables) {
        for (const std::string* text : {&name, &value}) {
            std::uint32_t bytes = h.new_array(s, h.klass("[B"), static_cast<std::int32_t>(text->size()));
            Object& object = s.heap.mutate(bytes);
            for (std::size_t k = 0; k < text->size(); ++k) object.slots[k] = Value::i32(static_cast<std::int8_t>((*text)[k]));
            s.heap.mutate(array).slots[i++] = Value::ref(bytes);
        }
    }
    return Value::ref(array);
}

// StrictMath's natives are HotSpot's bit for bit unless libjava could not
// be loaded (strict_math.h): then the result is the host's to make, as for
// Math. From JDK 21 on they are Java code (FdLibm), which concrete
// arguments run instead: HotSpot's bits again.
template <strict_math::Function F>
std::optional<Value> strict_java_code(IntrinsicHost& host, State& state, const std::vector<Value>& args) {
    if (strict_math::exact()) return std::nullopt;
    const std::string descriptor = args.size() == 1 ? "(D)D" : "(DD)D";
    const MethodInfo* method = host.klass("java/lang/StrictMath")->find_method(strict_math::java_name(F), descriptor);
    if (method == nullptr || method->method->is_native()) return std::nullopt;
    return host.call_bytecode(state, *method, args);
}
template <strict_math::Function F>
Value strict1(IntrinsicHost& host, State& state, Args a) {
    if (a[0].is_concrete())
        if (auto value = strict_java_code<F>(host, state, {a[0]})) return *value;
    if (a[0].is_symbolic() || !strict_math::exact())
        return host.math_result(state, opaque_math::id(F), a[0], std::nullopt, strict_math::exact());
    return Value::f64(strict_math::compute(F, a[0].as_f64()));
}
template <strict_math::Function F>
Value strict2(IntrinsicHost& host, State& state, Args a) {
    if (a[0].is_concrete() && a[1].is_concrete())
        if (auto value = strict_java_code<F>(host, state, {a[0], a[1]})) return *value;
    if (a[0].is_symbolic() || a[1].is_symbolic() || !strict_math::exact())
        return host.math_result(state, opaque_math::id(F), a[0], a[1], strict_math::exact());
    return Value::f64(strict_math::compute(F, a[0].as_f64(), a[1].as_f64()));
}

}  // namespace

const RuntimeClass* mirrored(IntrinsicHost& host, State& state, Value cls) {
    if (cls.as_ref() == 0) host.throw_new(state, "java/lang/NullPointerException", std::nullopt);
    const Object& object = deref(state, cls);
    if (object.kind != Object::Kind::ClassMirror) host.unsupported("a Class object the engine did not make");
    return object.mirror;
}

void add_lang_intrinsics(IntrinsicTable& t) {
    // java.lang.Object
    t["java/lang/Object.<init>()V"] = no_op;
    t["java/lang/Object.getClass()Ljava/lang/Class;"] = [](IntrinsicHost& h, State& s, Args a) {
        return Value::ref(h.mirror(s, deref(s, a[0]).cls));
    };
    t["java/lang/Object.hashCode()I"] = [](IntrinsicHost& h, State& s, Args a) {
        if (auto chosen = h.jvm_choice(s, JvmChoice::IdentityHash, a[0].as_ref())) return *chosen;
        h.lose_precision(s, PrecisionLossKind::IdentityHash, "an identity hash code, which the JVM chooses freely, was taken as one value");
        return Value::i32(h.identity_hash(a[0].as_ref()));
    };
    t["java/lang/Object.clone()Ljava/lang/Object;"] = object_clone;

    // java.lang.System and Runtime
    t["java/lang/System.<clinit>()V"] = system_clinit;
    t["java/lang/System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V"] = arraycopy;
    t["java/lang/System.identityHashCode(Ljava/lang/Object;)I"] = [](IntrinsicHost& h, State& s, Args a) {
        if (a[0].as_ref() == 0) return Value::i32(0);
        if (auto chosen = h.jvm_choice(s, JvmChoice::IdentityHash, a[0].as_ref())) return *chosen;
        h.lose_precision(s, PrecisionLossKind::IdentityHash, "an identity hash code, which the JVM chooses freely, was taken as one value");
        return Value::i32(h.identity_hash(a[0].as_ref()));
    };
    t["java/lang/System.nanoTime()J"] = [](IntrinsicHost& h, State& s, Args) {
        if (auto chosen = h.jvm_choice(s, JvmChoice::NanoTime, 0)) return *chosen;
        h.lose_precision(s, PrecisionLossKind::Clock, "the clock was taken as one value");
        return Value::i64(thread_model::kEpochMillis * thread_model::kNanosPerMilli + thread_model::clock_nanos(s));
    };
    t["java/lang/System.currentTimeMillis()J"] = [](IntrinsicHost& h, State& s, Args) {
        if (auto chosen = h.jvm_choice(s, JvmChoice::CurrentTimeMillis, 0)) return *chosen;
        h.lose_precision(s, PrecisionLossKind::Clock, "the clock was taken as one value");
        return Value::i64(fake_millis(s));
    };
    t["java/lang/System.exit(I)V"] = [](IntrinsicHost& h, State& s, Args a) -> Value {
        h.exit(s, h.concretize(s, a[0]).as_i32());
    };
    t["java/lang/Runtime.exit(I)V"] = [](IntrinsicHost& h, State& s, Args a) -> Value {
        h.exit(s, h.concretize(s, a[1]).as_i32());
    };
    t["java/lang/Runtime.halt(I)V"] = t["java/lang/Runtime.exit(I)V"];
    t["java/lang/Runtime.availableProcessors()I"] = [](IntrinsicHost&, State&, Args) { return Value::i32(1); };
    t["java/lang/Runtime.gc()V"] = no_op;
    t["java/lang/Runtime.freeMemory()J"] = [](IntrinsicHost&, State&, Args) { return Value::i64(64LL << 20); };
    t["java/lang/Runtime.totalMemory()J"] = [](IntrinsicHost&, State&, Args) { return Value::i64(128LL << 20); };
    t["java/lang/Runtime.maxMemory()J"] = [](IntrinsicHost&, State&, Args) { return Value::i64(256LL << 20); };
    t["java/lang/System.lineSeparator()Ljava/lang/String;"] = [](IntrinsicHost& h, State& s, Args) {
        return Value::ref(h.intern(s, u"\n"));
    };
    // The process's environment in a run of a program; none in exploration.
    t["java/lang/System.getenv(Ljava/lang/String;)Ljava/lang/String;"] = getenv_variable;
    t["java/lang/ProcessEnvironment.environ()[[B"] = environ_bytes;
    // JDK 25's ProcessEnvironment reads ProcessImpl's charset; its native
    // init only looks up JNI ids.
    t["java/lang/ProcessImpl.init()V"] = no_op;
    // System.setOut/setErr/setIn write the final fields through these natives.
    t["java/lang/System.setOut0(Ljava/io/PrintStream;)V"] = set_system_field<'o'>;
    t["java/lang/System.setErr0(Ljava/io/PrintStream;)V"] = set_system_field<'e'>;
    t["java/lang/System.setIn0(Ljava/io/InputStream;)V"] = set_system_field<'i'>;
    t["java/lang/System.getSecurityManager()Ljava/lang/SecurityManager;"] = null_value;

    // Threads, Object.wait and notify: intrinsics_threads.cpp.

    // Throwable: no stack walking.
    t["java/lang/Throwable.fillInStackTrace(I)Ljava/lang/Throwable;"] = fill_in_stack_trace;
    // The backtrace fillInStackTrace stored is already the elements.
    t["java/lang/StackTraceElement.of(Ljava/lang/Throwable;I)[Ljava/lang/StackTraceElement;"] =
        [](IntrinsicHost& h, State& s, Args a) {
            FieldSlot backtrace = field_slot(h, "java/lang/Throwable", "backtrace", "Ljava/lang/Object;");
            Value elements = deref(s, a[0]).slots[backtrace.index];
            if (elements.as_ref() == 0 || deref(s, elements).kind != Object::Kind::Array)
                return Value::ref(h.new_array(s, h.klass("[Ljava/lang/StackTraceElement;"), 0));
            Object copy = deref(s, elements);
            return Value::ref(s.heap.allocate(std::move(copy)));
        };
    t["java/lang/StackTraceElement.of(Ljava/lang/Object;I)[Ljava/lang/StackTraceElement;"] =
        [](IntrinsicHost& h, State& s, Args a) {
            Value elements = a[0];
            if (elements.as_ref() == 0 || deref(s, elements).kind != Object::Kind::Array)
                return Value::ref(h.new_array(s, h.klass("[Ljava/lang/StackTraceElement;"), 0));
            Object copy = deref(s, elements);
            return Value::ref(s.heap.allocate(std::move(copy)));
        };
    t["java/lang/NullPointerException.getExtendedNPEMessage()Ljava/lang/String;"] = [](IntrinsicHost& h, State& s, Args a) {
        const Object& npe = deref(s, a[0]);
        return npe.has_note ? string_value(h, s, npe.note) : Value::null();
    };

    // java.lang.Class
    // Resources (the JDK's ICU data behind java.text.Normalizer, say) are not
    // modelled: the path ends as unsupported rather than failing the way the
    // JVM would not (Class.getModule is null here).
    t["java/lang/Class.getResourceAsStream(Ljava/lang/String;)Ljava/io/InputStream;"] = [](IntrinsicHost& h, State&, Args) -> Value {
        h.unsupported("Class.getResourceAsStream: resources are not modelled");
    };
    t["java/lang/ClassLoader.getResourceAsStream(Ljava/lang/String;)Ljava/io/InputStream;"] = [](IntrinsicHost& h, State&, Args) -> Value {
        h.unsupported("ClassLoader.getResourceAsStream: resources are not modelled");
    };
    t["java/lang/Class.getName()Ljava/lang/String;"] = [](IntrinsicHost& h, State& s, Args a) {
        return Value::ref(h.intern(s, utf16(mirrored(h, s, a[0])->java_name())));
    };
    t["java/lang/Class.getSimpleName()Ljava/lang/String;"] = [](IntrinsicHost& h, State& s, Args a) {
        return Value::ref(h.intern(s, utf16(mirrored(h, s, a[0])->simple_name())));
    };
    t["java/lang/Class.isArray()Z"] = [](IntrinsicHost& h, State& s, Args a) {
        return Value::i32(mirrored(h, s, a[0])->is_array() ? 1 : 0);
    };
    t["java/lang/Class.isPrimitive()Z"] = [](IntrinsicHost& h, State& s, Args a) {
        return Value::i32(mirrored(h, s, a[0])->is_primitive() ? 1 : 0);
    };
    t["java/lang/Class.isInterface()Z"] = [](IntrinsicHost& h, State& s, Args a) {
        return Value::i32(mirrored(h, s, a[0])->is_interface() ? 1 : 0);
    };
    t["java/lang/Class.isHidden()Z"] = false_value;
    t["java/lang/Class.getComponentType()Ljava/lang/Class;"] = [](IntrinsicHost& h, State& s, Args a) {
        const RuntimeClass* cls = mirrored(h, s, a[0]);
        return cls->is_array() ? Value::ref(h.mirror(s, cls->component)) : Value::null();
    };
    t["java/lang/Class.getSuperclass()Ljava/lang/Class;"] = [](IntrinsicHost& h, State& s, Args a) {
        const RuntimeClass* cls = mirrored(h, s, a[0]);
        return cls->super != nullptr ? Value::ref(h.mirror(s, cls->super)) : Value::null();
    };
    t["java/lang/Class.getModifiers()I"] = [](IntrinsicHost& h, State& s, Args a) {
        const RuntimeClass* cls = mirrored(h, s, a[0]);
        if (cls->file == nullptr) return Value::i32(0x411);  // public abstract final, as for arrays and primitives
        std::int32_t flags = cls->file->access_flags;
        for (const classfile::InnerClass& inner : cls->file->inner_classes)
            if (inner.inner_class == cls->name) flags = inner.access_flags;
        return Value::i32(flags & ~0x20);  // ACC_SUPER is not a modifier
    };
    t["java/lang/Class.isInstance(Ljava/lang/Object;)Z"] = [](IntrinsicHost& h, State& s, Args a) {
        if (a[1].as_ref() == 0) return Value::i32(0);
        return Value::i32(h.program().is_assignable(deref(s, a[1]).cls, mirrored(h, s, a[0])) ? 1 : 0);
    };
    t["java/lang/Class.isAssignableFrom(Ljava/lang/Class;)Z"] = [](IntrinsicHost& h, State& s, Args a) {
        return Value::i32(h.program().is_assignable(mirrored(h, s, a[1]), mirrored(h, s, a[0])) ? 1 : 0);
    };
    t["java/lang/Class.desiredAssertionStatus()Z"] = [](IntrinsicHost& h, State& s, Args a) {
        return Value::i32(h.assertions_enabled(mirrored(h, s, a[0])) ? 1 : 0);
    };
    t["java/lang/Class.getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;"] = [](IntrinsicHost& h, State& s, Args a) {
        static const std::pair<const char16_t*, char> names[] = {
            {u"boolean", 'Z'}, {u"byte", 'B'}, {u"char", 'C'},  {u"short", 'S'}, {u"int", 'I'},
            {u"long", 'J'},    {u"float", 'F'}, {u"double", 'D'}, {u"void", 'V'}};
        const std::u16string& name = string_chars(s, a[0]);
        for (const auto& [n, c] : names)
            if (name == n) return Value::ref(h.mirror(s, h.program().primitive(c)));
        h.unsupported("Class.getPrimitiveClass(" + utf8(name) + ")");
    };
    t["java/lang/Class.getClassLoader()Ljava/lang/ClassLoader;"] = null_value;
    t["java/lang/Class.getEnumConstantsShared()[Ljava/lang/Object;"] = [](IntrinsicHost& h, State& s, Args a) {
        const RuntimeClass* cls = mirrored(h, s, a[0]);
        const MethodInfo* values = cls->find_method("values", "()[L" + cls->name + ";");
        return values == nullptr ? Value::null() : h.call(s, *values, {});
    };
    t["java/lang/Enum.valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;"] = enum_value_of;

    // Float and Double bits
    t["java/lang/Float.floatToRawIntBits(F)I"] = [](IntrinsicHost& h, State& s, Args a) {
        return Value::i32(std::bit_cast<std::int32_t>(concrete(h, s, a[0]).as_f32()));
    };
    t["java/lang/Float.intBitsToFloat(I)F"] = [](IntrinsicHost& h, State& s, Args a) {
        return Value::f32(std::bit_cast<float>(concrete(h, s, a[0]).as_i32()));
    };
    t["java/lang/Double.doubleToRawLongBits(D)J"] = [](IntrinsicHost& h, State& s, Args a) {
        return Value::i64(std::bit_cast<std::int64_t>(concrete(h, s, a[0]).as_f64()));
    };
    t["java/lang/Double.longBitsToDouble(J)D"] = [](IntrinsicHost& h, State& s, Args a) {
        return Value::f64(std::bit_cast<double>(concrete(h, s, a[0]).as_i64()));
    };

    // StrictMath natives: the JDK's own fdlibm (strict_math.h). exp, cbrt,
    // pow and hypot are Java code in JDK 17 and run as such.
    using strict_math::Function;
    t["java/lang/StrictMath.sin(D)D"] = strict1<Function::Sin>;
    t["java/lang/StrictMath.cos(D)D"] = strict1<Function::Cos>;
    t["java/lang/StrictMath.tan(D)D"] = strict1<Function::Tan>;
    t["java/lang/StrictMath.asin(D)D"] = strict1<Function::Asin>;
    t["java/lang/StrictMath.acos(D)D"] = strict1<Function::Acos>;
    t["java/lang/StrictMath.atan(D)D"] = strict1<Function::Atan>;
    t["java/lang/StrictMath.log(D)D"] = strict1<Function::Log>;
    t["java/lang/StrictMath.log10(D)D"] = strict1<Function::Log10>;
    t["java/lang/StrictMath.sinh(D)D"] = strict1<Function::Sinh>;
    t["java/lang/StrictMath.cosh(D)D"] = strict1<Function::Cosh>;
    t["java/lang/StrictMath.tanh(D)D"] = strict1<Function::Tanh>;
    t["java/lang/StrictMath.expm1(D)D"] = strict1<Function::Expm1>;
    t["java/lang/StrictMath.log1p(D)D"] = strict1<Function::Log1p>;
    t["java/lang/StrictMath.atan2(DD)D"] = strict2<Function::Atan2>;
    t["java/lang/StrictMath.IEEEremainder(DD)D"] = strict2<Function::IEEEremainder>;
    // Math's intrinsified methods (its other methods run StrictMath, as on HotSpot).
    t["java/lang/Math.sin(D)D"] = math_intrinsic<java_math::Function::Sin>;
    t["java/lang/Math.cos(D)D"] = math_intrinsic<java_math::Function::Cos>;
    t["java/lang/Math.tan(D)D"] = math_intrinsic<java_math::Function::Tan>;
    t["java/lang/Math.exp(D)D"] = math_intrinsic<java_math::Function::Exp>;
    t["java/lang/Math.log(D)D"] = math_intrinsic<java_math::Function::Log>;
    t["java/lang/Math.log10(D)D"] = math_intrinsic<java_math::Function::Log10>;
    t["java/lang/Math.pow(DD)D"] = math_intrinsic<java_math::Function::Pow>;
    // sqrt is correctly rounded in IEEE 754, so the C++ result is Java's.
    t["java/lang/StrictMath.sqrt(D)D"] = [](IntrinsicHost& h, State& s, Args a) {
        if (a[0].is_symbolic()) return h.math_result(s, opaque_math::kSqrt, a[0], std::nullopt, true);
        return Value::f64(std::sqrt(a[0].as_f64()));
    };

    for (const char* owner : {"java/lang/Math", "java/lang/StrictMath"}) {
        const std::string prefix = std::string(owner) + ".";
        t[prefix + "min(II)I"] = integral_min;
        t[prefix + "min(JJ)J"] = integral_min;
        t[prefix + "max(II)I"] = integral_max;
        t[prefix + "max(JJ)J"] = integral_max;
        t[prefix + "abs(I)I"] = integral_abs<false>;
        t[prefix + "abs(J)J"] = integral_abs<true>;
    }

    // cbrt and hypot run the JDK's Java code (FdLibm), HotSpot's bit for
    // bit; on symbolic arguments in verdicts (exact_values) they are opaque
    // calls with Java's specification instead, as its bit manipulation
    // would pin the argument.
    for (const char* owner : {"java/lang/Math", "java/lang/StrictMath"}) {
        t[std::string(owner) + ".cbrt(D)D"] = [](IntrinsicHost& h, State& s, Args a) {
            if (a[0].is_symbolic() && h.exact_values()) return h.math_result(s, opaque_math::kCbrt, a[0], std::nullopt, false);
            return h.call_bytecode(s, *h.klass("java/lang/StrictMath")->find_method("cbrt", "(D)D"), {a[0]});
        };
        t[std::string(owner) + ".hypot(DD)D"] = [](IntrinsicHost& h, State& s, Args a) {
            if ((a[0].is_symbolic() || a[1].is_symbolic()) && h.exact_values())
                return h.math_result(s, opaque_math::kHypot, a[0], a[1], false);
            return h.call_bytecode(s, *h.klass("java/lang/StrictMath")->find_method("hypot", "(DD)D"), {a[0], a[1]});
        };
    }

    // java.lang.reflect.Array
    t["java/lang/reflect/Array.newArray(Ljava/lang/Class;I)Ljava/lang/Object;"] = [](IntrinsicHost& h, State& s, Args a) {
        const RuntimeClass* component = mirrored(h, s, a[0]);
        if (component->element_type == 'V') h.throw_new(s, "java/lang/IllegalArgumentException", std::nullopt);
        auto array = h.program().array_of(component);
        if (!array) h.unsupported(array.error().message);
        return Value::ref(h.new_array(s, *array, h.concretize(s, a[1]).as_i32()));
    };
    t["java/lang/reflect/Array.getLength(Ljava/lang/Object;)I"] = [](IntrinsicHost& h, State& s, Args a) {
        if (a[0].as_ref() == 0) h.throw_new(s, "java/lang/NullPointerException", std::nullopt);
        const Object& o = deref(s, a[0]);
        if (o.kind != Object::Kind::Array) h.throw_new(s, "java/lang/IllegalArgumentException", "Argument is not an array");
        return Value::i32(o.length());
    };

    // No reference-handler thread, no security manager: privileged actions just run.
    t["java/lang/ref/Reference.<clinit>()V"] = no_op;
    for (const char* action : {"Ljava/security/PrivilegedAction;)Ljava/lang/Object;",
                               "Ljava/security/PrivilegedExceptionAction;)Ljava/lang/Object;"}) {
        bool exception_action = std::string_view(action).find("Exception") != std::string_view::npos;
        Intrinsic run = exception_action ? privileged_exception_action : privileged_action;
        t[std::string("java/security/AccessController.doPrivileged(") + action] = run;
        std::string with_context = std::string(action);
        with_context.insert(with_context.find(')'), "Ljava/security/AccessControlContext;");
        t["java/security/AccessController.doPrivileged(" + with_context] = run;
    }
    // SharedSecrets hands out JDK-internal access objects; its class
    // initialiser only makes a method-handle lookup, which the engine does not need.
    t["jdk/internal/access/SharedSecrets.<clinit>()V"] = no_op;
    t["jdk/internal/access/SharedSecrets.ensureClassInitialized(Ljava/lang/Class;)V"] = [](IntrinsicHost& h, State& s, Args a) {
        h.initialize(s, mirrored(h, s, a[0]));
        return Value();
    };
    // The class whose method called the caller of getCallerClass.
    t["jdk/internal/reflect/Reflection.getCallerClass()Ljava/lang/Class;"] = [](IntrinsicHost& h, State& s, Args) {
        if (s.frames.size() < 2) return Value::null();
        return Value::ref(h.mirror(s, s.frames[s.frames.size() - 2].code->method->owner));
    };
    t["java/util/HashMap.comparableClassFor(Ljava/lang/Object;)Ljava/lang/Class;"] = comparable_class_for;
    t["java/lang/Class.getDeclaredField(Ljava/lang/String;)Ljava/lang/reflect/Field;"] = declared_field;
    t["java/lang/Class.forName0(Ljava/lang/String;ZLjava/lang/ClassLoader;Ljava/lang/Class;)Ljava/lang/Class;"] =
        [](IntrinsicHost& h, State& s, Args a) {
            if (a[0].as_ref() == 0) h.throw_new(s, "java/lang/NullPointerException", std::nullopt);
            std::string name = utf8(string_chars(s, a[0]));
            std::string internal = name;
            for (char& c : internal)
                if (c == '.') c = '/';
            if (internal.find('/') == std::string::npos && name.find('/') != std::string::npos) internal.clear();
            auto cls = internal.empty() ? Result<const RuntimeClass*>(Error{name}) : h.program().klass(internal);
            if (!cls) h.throw_new(s, "java/lang/ClassNotFoundException", name);
            if (h.concretize(s, a[1]).as_i32() != 0) h.initialize(s, *cls);
            return Value::ref(h.mirror(s, *cls));
        };
    // The boot loader's unnamed module is only the VM's record for classes
    // it defines; the engine defines classes its own way.
    t["jdk/internal/loader/BootLoader.setBootLoaderUnnamedModule0(Ljava/lang/Module;)V"] = no_op;
    // ServiceLoader(caller, service, loader): the JDK's constructor, then the
    // loader it was given. The engine's VM never reports itself booted (its
    // classes have no Module, which a booted VM's caller check needs), and an
    // unbooted VM's ServiceLoader drops the loader for the application class
    // path; the booted JVM that runs the tests looks where it was told, as
    // loadInstalled's platform loader, which has no class path.
    t["java/util/ServiceLoader.<init>(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/ClassLoader;)V"] =
        [](IntrinsicHost& h, State& s, Args a) {
            const MethodInfo* own = h.klass("java/util/ServiceLoader")
                                        ->find_method("<init>", "(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/ClassLoader;)V");
            h.call_bytecode(s, *own, {a[0], a[1], a[2], a[3]});
            if (a[3].as_ref() != 0)
                field_to_write(h, s, a[0].as_ref(), "java/util/ServiceLoader", "loader", "Ljava/lang/ClassLoader;") = a[3];
            return Value();
        };
    // Class.forName(Module, String): the class, not initialized, or null when
    // there is none. Classes have no Module here (Class.getModule is null), so
    // the module is not checked; the JDK's own locale data asks this way.
    t["java/lang/Class.forName(Ljava/lang/Module;Ljava/lang/String;)Ljava/lang/Class;"] = [](IntrinsicHost& h, State& s, Args a) {
        if (a[1].as_ref() == 0) h.throw_new(s, "java/lang/NullPointerException", std::nullopt);
        std::string internal = utf8(string_chars(s, a[1]));
        if (internal.find('/') != std::string::npos) return Value::null();
        std::replace(internal.begin(), internal.end(), '.', '/');
        auto cls = h.program().klass(internal);
        return cls ? Value::ref(h.mirror(s, *cls)) : Value::null();
    };
    // Sealed classes: the PermittedSubclasses attribute, or null when not sealed.
    t["java/lang/Class.getPermittedSubclasses0()[Ljava/lang/Class;"] = [](IntrinsicHost& h, State& s, Args a) {
        const RuntimeClass* cls = mirrored(h, s, a[0]);
        if (cls->file == nullptr || cls->file->permitted_subclasses.empty()) return Value::null();
        const auto& names = cls->file->permitted_subclasses;
        std::uint32_t array = h.new_array(s, h.klass("[Ljava/lang/Class;"), static_cast<std::int32_t>(names.size()));
        for (std::size_t i = 0; i < names.size(); ++i) {
            Value mirror = Value::ref(h.mirror(s, h.klass(names[i])));
            s.heap.mutate(array).slots[i] = mirror;
        }
        return Value::ref(array);
    };
    t["java/lang/Class.isRecord0()Z"] = [](IntrinsicHost& h, State& s, Args a) {
        const RuntimeClass* cls = mirrored(h, s, a[0]);
        return Value::i32(cls->file != nullptr && cls->file->record.has_value() ? 1 : 0);
    };
    t["java/util/concurrent/atomic/AtomicLong.VMSupportsCS8()Z"] = [](IntrinsicHost&, State&, Args) { return Value::i32(1); };

    // The VM's own bookkeeping: no saved properties, no class-data sharing.
    t["jdk/internal/misc/VM.getSavedProperty(Ljava/lang/String;)Ljava/lang/String;"] = null_value;
    t["jdk/internal/misc/VM.initialize()V"] = no_op;
    t["jdk/internal/misc/CDS.isDumpingClassList0()Z"] = false_value;
    t["jdk/internal/misc/CDS.isDumpingArchive0()Z"] = false_value;
    t["jdk/internal/misc/CDS.isSharingEnabled0()Z"] = false_value;
    t["jdk/internal/misc/CDS.initializeFromArchive(Ljava/lang/Class;)V"] = no_op;
    t["jdk/internal/misc/CDS.getCDSConfigStatus()I"] = [](IntrinsicHost&, State&, Args) { return Value::i32(0); };
    t["jdk/internal/misc/CDS.getRandomSeedForDumping()J"] = [](IntrinsicHost&, State&, Args) { return Value::i64(0); };
    t["jdk/internal/misc/Signal.findSignal0(Ljava/lang/String;)I"] = [](IntrinsicHost&, State&, Args) { return Value::i32(-1); };
    t["java/lang/ref/Reference.refersTo0(Ljava/lang/Object;)Z"] = [](IntrinsicHost& h, State& s, Args a) {
        FieldSlot referent = field_slot(h, "java/lang/ref/Reference", "referent", "Ljava/lang/Object;");
        return Value::i32(deref(s, a[0]).slots[referent.index].as_ref() == a[1].as_ref() ? 1 : 0);
    };
    const Intrinsic clear_referent = [](IntrinsicHost& h, State& s, Args a) {
        field_to_write(h, s, a[0].as_ref(), "java/lang/ref/Reference", "referent", "Ljava/lang/Object;") = Value::null();
        return Value();
    };
    t["java/lang/ref/Reference.clear0()V"] = clear_referent;
    t["java/lang/ref/PhantomReference.clear0()V"] = clear_referent;  // JDK 25
}

}  // namespace symcrete::engine
