#include "engine/intrinsics.h"

#include <bit>
#include <cmath>
#include <map>

namespace symcrete::engine {
namespace {

// A concrete argument, or the path ends: these natives have no symbolic model yet.
Value concrete(IntrinsicHost& host, const Value& v, const char* what) {
    if (v.is_symbolic()) host.unsupported(std::string(what) + " on a symbolic value");
    return v;
}

// Throwable's constructors record the message and cause; the stack trace
// (fillInStackTrace, a native walk of the JVM's frames) is not modelled.
void set_throwable(State& state, const Value& self, std::optional<Value> message, std::optional<Value> cause) {
    Object& object = state.heap.mutate(self.as_ref());
    if (message) object.fields["java/lang/Throwable.detailMessage"] = *message;
    object.fields["java/lang/Throwable.cause"] = cause ? *cause : self;  // self means "not yet set"
}

const std::map<std::string, Intrinsic, std::less<>>& table() {
    static const std::map<std::string, Intrinsic, std::less<>> intrinsics = {
        {"java/lang/Object.<init>()V", [](IntrinsicHost&, State&, const std::vector<Value>&) -> std::optional<Value> {
             return std::nullopt;
         }},
        {"java/lang/Object.registerNatives()V",
         [](IntrinsicHost&, State&, const std::vector<Value>&) -> std::optional<Value> { return std::nullopt; }},
        {"java/lang/Throwable.<init>()V", [](IntrinsicHost&, State& s, const std::vector<Value>& a) -> std::optional<Value> {
             set_throwable(s, a[0], std::nullopt, std::nullopt);
             return std::nullopt;
         }},
        {"java/lang/Throwable.<init>(Ljava/lang/String;)V",
         [](IntrinsicHost&, State& s, const std::vector<Value>& a) -> std::optional<Value> {
             set_throwable(s, a[0], a[1], std::nullopt);
             return std::nullopt;
         }},
        {"java/lang/Throwable.<init>(Ljava/lang/String;Ljava/lang/Throwable;)V",
         [](IntrinsicHost&, State& s, const std::vector<Value>& a) -> std::optional<Value> {
             set_throwable(s, a[0], a[1], a[2]);
             return std::nullopt;
         }},
        {"java/lang/Throwable.<init>(Ljava/lang/String;Ljava/lang/Throwable;ZZ)V",
         [](IntrinsicHost&, State& s, const std::vector<Value>& a) -> std::optional<Value> {
             set_throwable(s, a[0], a[1], a[2]);
             return std::nullopt;
         }},
        {"java/lang/Throwable.<init>(Ljava/lang/Throwable;)V",
         [](IntrinsicHost&, State& s, const std::vector<Value>& a) -> std::optional<Value> {
             set_throwable(s, a[0], std::nullopt, a[1]);
             return std::nullopt;
         }},
        {"java/lang/Class.getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;",
         [](IntrinsicHost& h, State& s, const std::vector<Value>& a) -> std::optional<Value> {
             if (a[0].as_ref() == 0) h.unsupported("Class.getPrimitiveClass(null)");
             return Value::ref(h.class_object(s, s.heap.get(a[0].as_ref()).text));
         }},
        // Tests run without -ea, so assertions are disabled.
        {"java/lang/Class.desiredAssertionStatus()Z",
         [](IntrinsicHost&, State&, const std::vector<Value>&) -> std::optional<Value> { return Value::i32(0); }},
        {"java/lang/Float.floatToRawIntBits(F)I",
         [](IntrinsicHost& h, State&, const std::vector<Value>& a) -> std::optional<Value> {
             return Value::i32(std::bit_cast<std::int32_t>(concrete(h, a[0], "floatToRawIntBits").as_f32()));
         }},
        {"java/lang/Float.intBitsToFloat(I)F",
         [](IntrinsicHost& h, State&, const std::vector<Value>& a) -> std::optional<Value> {
             return Value::f32(std::bit_cast<float>(concrete(h, a[0], "intBitsToFloat").as_i32()));
         }},
        {"java/lang/Double.doubleToRawLongBits(D)J",
         [](IntrinsicHost& h, State&, const std::vector<Value>& a) -> std::optional<Value> {
             return Value::i64(std::bit_cast<std::int64_t>(concrete(h, a[0], "doubleToRawLongBits").as_f64()));
         }},
        {"java/lang/Double.longBitsToDouble(J)D",
         [](IntrinsicHost& h, State&, const std::vector<Value>& a) -> std::optional<Value> {
             return Value::f64(std::bit_cast<double>(concrete(h, a[0], "longBitsToDouble").as_i64()));
         }},
        // sqrt is correctly rounded in IEEE 754, so the C++ result is Java's.
        {"java/lang/StrictMath.sqrt(D)D",
         [](IntrinsicHost& h, State&, const std::vector<Value>& a) -> std::optional<Value> {
             return Value::f64(std::sqrt(concrete(h, a[0], "StrictMath.sqrt").as_f64()));
         }},
    };
    return intrinsics;
}

}  // namespace

const Intrinsic* find_intrinsic(std::string_view key) {
    // Natives that only register other natives with the JVM do nothing here.
    static const Intrinsic no_op = [](IntrinsicHost&, State&, const std::vector<Value>&) -> std::optional<Value> {
        return std::nullopt;
    };
    if (key.ends_with(".registerNatives()V") || key.ends_with(".initIDs()V")) return &no_op;
    const auto& intrinsics = table();
    auto it = intrinsics.find(key);
    return it == intrinsics.end() ? nullptr : &it->second;
}

}  // namespace symcrete::engine
