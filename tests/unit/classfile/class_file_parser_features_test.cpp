// The class-file parser against class files that javac produces at test time
// from tests/java/classfile/, for class-level language features: the java8
// sources at every release (interface methods, nested classes, enums, raw
// annotations, modified UTF-8 names), the java11 and java17 sources (private
// interface methods, records, sealed types), and a parse of every java.* class
// of the installed JDK, so that the parser is tried on real-world input beyond
// the test sources. The EveryRelease suite is instantiated in
// class_file_parser_test.cpp.
#include "classfile/class_file.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "class_file_test_helpers.h"
#include "classfile/class_path.h"
#include "classfile/constant_pool.h"
#include "classfile_test_util.h"

namespace symcrete::classfile {
namespace {

using namespace test;  // the shared helpers and fixture (class_file_test_helpers.h)

// ---- looking up entries ---------------------------------------------------------

const InnerClass* inner_entry(const ClassFile& cls, std::string_view inner) {
    for (const InnerClass& entry : cls.inner_classes)
        if (entry.inner_class == inner) return &entry;
    return nullptr;
}

const RawAttribute* raw_attribute(const std::vector<RawAttribute>& attributes, std::string_view name) {
    for (const RawAttribute& a : attributes)
        if (a.name == name) return &a;
    return nullptr;
}

// ---- java8 sources at every release (continued) -----------------------------------

TEST_P(EveryRelease, InterfaceMethods) {
    const ClassFile& shape = java8(GetParam(), "Shape");
    EXPECT_TRUE(shape.is_interface());
    EXPECT_EQ(shape.access_flags, access::Public | access::Interface | access::Abstract);
    EXPECT_EQ(shape.super_name, "java/lang/Object");
    EXPECT_EQ(access_flags_to_string(shape.access_flags, AccessContext::Class), "public");
    const Method* area = shape.find_method("area", "()D");
    ASSERT_NE(area, nullptr);
    EXPECT_TRUE(area->is_abstract());
    EXPECT_FALSE(area->code);
    EXPECT_EQ(access_flags_to_string(area->access_flags, AccessContext::Method), "public abstract");
    const Method* describe = shape.find_method("describe", "()Ljava/lang/String;");
    ASSERT_NE(describe, nullptr);
    EXPECT_FALSE(describe->is_abstract());
    EXPECT_FALSE(describe->is_static());
    EXPECT_TRUE(describe->code);
    const Method* unit = shape.find_method("unit", "()Lcf/Shape;");
    ASSERT_NE(unit, nullptr);
    EXPECT_TRUE(unit->is_static());
    EXPECT_TRUE(unit->code);

    // Lambdas in default methods: their bodies are private interface methods,
    // so the implementation handles name InterfaceMethodrefs, which JVMS 4.4.8
    // allows for invokeStatic and invokeSpecial from version 52 on.
    //   printer(): captures `this`  -> instance body, REF_invokeSpecial
    //               (javac 17 at release 17: REF_invokeInterface)
    //   kind():    captures nothing -> static body,   REF_invokeStatic
    const ConstantPool& pool = shape.constant_pool;
    std::map<std::string, RefKind> bodies;
    std::size_t concats = 0;
    for (const BootstrapMethod& bsm : shape.bootstrap_methods) {
        if (bsm.arguments.size() != 3) {
            ++concats;
            continue;
        }
        const CpEntry& impl = pool.at(bsm.arguments[1]);
        ASSERT_EQ(impl.tag, CpTag::MethodHandle);
        ASSERT_TRUE(pool.is(impl.ref1, CpTag::InterfaceMethodref));
        MemberRef target = pool.member_ref(impl.ref1);
        EXPECT_EQ(target.owner, "cf/Shape");
        EXPECT_TRUE(target.is_interface);
        bodies[std::string(target.name)] = impl.ref_kind;
    }
    const RefKind instance_kind = GetParam() >= 17 ? RefKind::InvokeInterface : RefKind::InvokeSpecial;
    EXPECT_EQ(bodies, (std::map<std::string, RefKind>{{"lambda$printer$0", instance_kind},
                                                      {"lambda$kind$1", RefKind::InvokeStatic}}));
    EXPECT_EQ(concats, GetParam() == 8 ? 0u : 1u);  // describe()
    const Method* printer_body = method_named(shape, "lambda$printer$0");
    ASSERT_NE(printer_body, nullptr);
    EXPECT_EQ(printer_body->access_flags, access::Private | access::Synthetic);
    const Method* kind_body = method_named(shape, "lambda$kind$1");
    ASSERT_NE(kind_body, nullptr);
    EXPECT_EQ(kind_body->access_flags, access::Private | access::Static | access::Synthetic);
    EXPECT_TRUE(kind_body->code);
}

TEST_P(EveryRelease, NestedClasses) {
    const int release = GetParam();
    const ClassFile& outer = java8(release, "Outer");
    struct Expected {
        const char* inner;
        std::optional<std::string> outer;
        std::optional<std::string> name;
        std::uint16_t flags;
    };
    const Expected expected[] = {
        {"cf/Outer$StaticNested", "cf/Outer", "StaticNested", access::Public | access::Static},
        {"cf/Outer$Inner", "cf/Outer", "Inner", access::Public},
        {"cf/Outer$Callback", "cf/Outer", "Callback",
         access::Protected | access::Static | access::Interface | access::Abstract},
        {"cf/Outer$Mode", "cf/Outer", "Mode", access::Private | access::Static | access::Final | access::Enum},
        {"cf/Outer$1", std::nullopt, std::nullopt, 0},
        {"cf/Outer$2", std::nullopt, std::nullopt, 0},
        {"cf/Outer$1Local", std::nullopt, "Local", 0},
    };
    for (const Expected& e : expected) {
        const InnerClass* entry = inner_entry(outer, e.inner);
        ASSERT_NE(entry, nullptr) << e.inner;
        EXPECT_EQ(entry->outer_class, e.outer) << e.inner;
        EXPECT_EQ(entry->inner_name, e.name) << e.inner;
        EXPECT_EQ(entry->access_flags, e.flags) << e.inner;
    }
    EXPECT_EQ(access_flags_to_string(inner_entry(outer, "cf/Outer$Callback")->access_flags, AccessContext::InnerClass),
              "protected static");

    // Anonymous and local classes name their enclosing method; an anonymous
    // class in a field initializer names only the class.
    const ClassFile& in_field = java8(release, "Outer$1");
    ASSERT_TRUE(in_field.enclosing_method);
    EXPECT_EQ(in_field.enclosing_method->class_name, "cf/Outer");
    EXPECT_FALSE(in_field.enclosing_method->method_name);
    EXPECT_FALSE(in_field.enclosing_method->method_descriptor);
    EXPECT_EQ(in_field.interfaces, std::vector<std::string>{"java/lang/Runnable"});
    const ClassFile& anonymous = java8(release, "Outer$2");
    ASSERT_TRUE(anonymous.enclosing_method);
    EXPECT_EQ(anonymous.enclosing_method->class_name, "cf/Outer");
    EXPECT_EQ(anonymous.enclosing_method->method_name, "anonymous");
    EXPECT_EQ(anonymous.enclosing_method->method_descriptor, "()Ljava/lang/Runnable;");
    const ClassFile& local = java8(release, "Outer$1Local");
    ASSERT_TRUE(local.enclosing_method);
    EXPECT_EQ(local.enclosing_method->method_name, "local");
    EXPECT_EQ(local.enclosing_method->method_descriptor, "()Ljava/lang/Object;");
    const InnerClass* self = inner_entry(local, "cf/Outer$1Local");
    ASSERT_NE(self, nullptr);
    EXPECT_EQ(self->inner_name, "Local");

    const ClassFile& inner = java8(release, "Outer$Inner");
    EXPECT_FALSE(inner.enclosing_method);
    const Field* this0 = field_named(inner, "this$0");
    ASSERT_NE(this0, nullptr);
    EXPECT_EQ(this0->descriptor, "Lcf/Outer;");
    EXPECT_EQ(this0->access_flags, access::Final | access::Synthetic);
    EXPECT_NE(inner.find_method("<init>", "(Lcf/Outer;)V"), nullptr);

    // Nest-based access from release 11; synthetic accessors before it.
    bool has_accessor = false;
    for (const Method& m : outer.methods)
        if (m.name.starts_with("access$")) {
            has_accessor = true;
            EXPECT_EQ(m.access_flags & (access::Static | access::Synthetic), access::Static | access::Synthetic);
        }
    if (release == 8) {
        EXPECT_TRUE(has_accessor);
        EXPECT_TRUE(outer.nest_members.empty());
        EXPECT_FALSE(inner.nest_host);
    } else {
        EXPECT_FALSE(has_accessor);
        std::set<std::string> members(outer.nest_members.begin(), outer.nest_members.end());
        EXPECT_EQ(members, (std::set<std::string>{"cf/Outer$StaticNested", "cf/Outer$Inner", "cf/Outer$Callback",
                                                  "cf/Outer$Mode", "cf/Outer$1", "cf/Outer$2", "cf/Outer$1Local"}));
        EXPECT_EQ(members.size(), outer.nest_members.size());
        EXPECT_FALSE(outer.nest_host);
        for (const char* name : {"Outer$Inner", "Outer$1", "Outer$1Local", "Outer$Mode", "Outer$StaticNested"}) {
            EXPECT_EQ(java8(release, name).nest_host, "cf/Outer") << name;
            EXPECT_TRUE(java8(release, name).nest_members.empty()) << name;
        }
    }
}

TEST_P(EveryRelease, Enums) {
    const int release = GetParam();
    const ClassFile& planet = java8(release, "Planet");
    EXPECT_EQ(planet.super_name, "java/lang/Enum");
    EXPECT_EQ(planet.signature, "Ljava/lang/Enum<Lcf/Planet;>;");
    EXPECT_TRUE(planet.access_flags & access::Enum);
    EXPECT_FALSE(planet.access_flags & access::Final);  // MERCURY has a body
    for (const char* name : {"MERCURY", "EARTH", "MARS"}) {
        const Field* f = planet.find_field(name, "Lcf/Planet;");
        ASSERT_NE(f, nullptr) << name;
        EXPECT_EQ(f->access_flags, access::Public | access::Static | access::Final | access::Enum);
    }
    const Field* values = planet.find_field("$VALUES", "[Lcf/Planet;");
    ASSERT_NE(values, nullptr);
    EXPECT_EQ(values->access_flags, access::Private | access::Static | access::Final | access::Synthetic);
    EXPECT_NE(planet.find_method("values", "()[Lcf/Planet;"), nullptr);
    EXPECT_NE(planet.find_method("valueOf", "(Ljava/lang/String;)Lcf/Planet;"), nullptr);

    const ClassFile& body = java8(release, "Planet$1");
    EXPECT_EQ(body.super_name, "cf/Planet");
    EXPECT_TRUE(body.access_flags & access::Enum);
    ASSERT_TRUE(body.enclosing_method);
    EXPECT_EQ(body.enclosing_method->class_name, "cf/Planet");
    EXPECT_FALSE(body.enclosing_method->method_name);
    // From release 17 an enum with constant bodies is sealed.
    if (release >= 17) {
        EXPECT_EQ(planet.permitted_subclasses, std::vector<std::string>{"cf/Planet$1"});
    } else {
        EXPECT_TRUE(planet.permitted_subclasses.empty());
    }

    const ClassFile& mode = java8(release, "Outer$Mode");
    EXPECT_EQ(mode.access_flags, access::Final | access::Super | access::Enum);
}

TEST_P(EveryRelease, AnnotationsStayRaw) {
    const int release = GetParam();
    const ClassFile& annotated = java8(release, "Annotated");
    const std::vector<std::uint8_t> file = read_bytes(class_path_of("java8", release, "Annotated"));
    const ConstantPool& pool = annotated.constant_pool;

    // A raw attribute is kept byte for byte and knows where it came from.
    auto check_raw_in = [](const ClassFile& cls, const std::vector<std::uint8_t>& file, const RawAttribute& raw) {
        const ConstantPool& pool = cls.constant_pool;
        ASSERT_LE(raw.offset + 6 + raw.bytes.size(), file.size());
        std::uint16_t name_index = test::get_u2(file, raw.offset);
        ASSERT_TRUE(pool.is(name_index, CpTag::Utf8));
        EXPECT_EQ(pool.utf8(name_index), raw.name);
        EXPECT_EQ(test::get_u4(file, raw.offset + 2), raw.bytes.size());
        EXPECT_TRUE(std::equal(raw.bytes.begin(), raw.bytes.end(), file.begin() + raw.offset + 6)) << raw.name;
    };
    auto check_raw = [&](const RawAttribute& raw) { check_raw_in(annotated, file, raw); };
    // The type of the first annotation in a RuntimeVisibleAnnotations body.
    auto first_type = [&](const RawAttribute& raw) -> std::string {
        if (raw.bytes.size() < 4) return "";
        return std::string(pool.utf8(static_cast<std::uint16_t>((raw.bytes[2] << 8) | raw.bytes[3])));
    };

    const RawAttribute* on_class = raw_attribute(annotated.other_attributes, "RuntimeVisibleAnnotations");
    ASSERT_NE(on_class, nullptr);
    check_raw(*on_class);
    EXPECT_EQ(test::get_u2(on_class->bytes, 0), 1);  // num_annotations
    EXPECT_EQ(first_type(*on_class), "Lcf/Marker;");

    const Field* field = field_named(annotated, "field");
    ASSERT_NE(field, nullptr);
    const RawAttribute* on_field = raw_attribute(field->other_attributes, "RuntimeVisibleAnnotations");
    ASSERT_NE(on_field, nullptr);
    check_raw(*on_field);
    EXPECT_EQ(first_type(*on_field), "Lcf/Marker;");

    const Method* method = annotated.find_method("method", "()V");
    ASSERT_NE(method, nullptr);
    const RawAttribute* on_method = raw_attribute(method->other_attributes, "RuntimeVisibleAnnotations");
    ASSERT_NE(on_method, nullptr);
    check_raw(*on_method);
    EXPECT_EQ(test::get_u2(on_method->bytes, 0), 2);  // @Marker and @Deprecated
    const RawAttribute* deprecated = raw_attribute(method->other_attributes, "Deprecated");
    ASSERT_NE(deprecated, nullptr);
    check_raw(*deprecated);
    EXPECT_TRUE(deprecated->bytes.empty());
    // The interpreted Code attribute is not among the raw ones.
    EXPECT_EQ(raw_attribute(method->other_attributes, "Code"), nullptr);
    EXPECT_TRUE(method->code);

    const ClassFile& marker = java8(release, "Marker");
    EXPECT_EQ(marker.access_flags, access::Public | access::Interface | access::Abstract | access::Annotation);
    EXPECT_EQ(marker.interfaces, std::vector<std::string>{"java/lang/annotation/Annotation"});
    const Method* priority = marker.find_method("priority", "()I");
    ASSERT_NE(priority, nullptr);
    const RawAttribute* default_value = raw_attribute(priority->other_attributes, "AnnotationDefault");
    ASSERT_NE(default_value, nullptr);
    check_raw_in(marker, read_bytes(class_path_of("java8", release, "Marker")), *default_value);
    ASSERT_EQ(default_value->bytes.size(), 3u);
    EXPECT_EQ(default_value->bytes[0], 'I');
    std::uint16_t value_index = test::get_u2(default_value->bytes, 1);
    ASSERT_TRUE(marker.constant_pool.is(value_index, CpTag::Integer));
    EXPECT_EQ(marker.constant_pool.at(value_index).integer, 1);
    EXPECT_NE(raw_attribute(marker.other_attributes, "RuntimeVisibleAnnotations"), nullptr);  // @Retention, @Target
}

TEST_P(EveryRelease, ModifiedUtf8IsDecoded) {
    const ClassFile& cls = java8(GetParam(), "Unicode");
    const ConstantPool& pool = cls.constant_pool;
    auto string_constant = [&](std::string_view name) -> std::string {
        const Field* f = cls.find_field(name, "Ljava/lang/String;");
        if (f == nullptr || !pool.is(f->constant_value, CpTag::String)) {
            ADD_FAILURE() << "no String constant " << name;
            return "";
        }
        return std::string(pool.string(f->constant_value));
    };
    // "\0" is C0 80 in the class file and a single NUL byte here.
    EXPECT_EQ(string_constant("NUL"), std::string("a\0b", 3));
    // U+1F600 is two surrogates (six bytes) in the file, four bytes here.
    EXPECT_EQ(string_constant("MIXED"), "caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80");
    // A lone surrogate keeps its three-byte form.
    EXPECT_EQ(string_constant("LONE"), "x\xED\xA0\x80y");

    EXPECT_NE(cls.find_field("\xC3\xA9t\xC3\xA9", "I"), nullptr);       // été
    EXPECT_NE(cls.find_field("\xF0\x9D\x92\xB3", "I"), nullptr);         // U+1D4B3, a supplementary letter
    const Method* chinese = cls.find_method("\xE4\xB8\xAD\xE6\x96\x87", "()Ljava/lang/String;");  // 中文
    ASSERT_NE(chinese, nullptr);

    const ClassFile& delta = java8(GetParam(), "\xCE\x94" "elta");  // Δelta
    EXPECT_EQ(delta.name, "cf/\xCE\x94" "elta");
    EXPECT_NE(delta.find_field("\xCE\xBB", "I"), nullptr);  // λ
    EXPECT_EQ(delta.source_file, "Unicode.java");
    EXPECT_EQ(delta.access_flags, access::Super);  // package-private
}

// ---- java11 and java17 sources ------------------------------------------------------

TEST(Release11, PrivateInterfaceMethods) {
    for (int release : {11, 17}) {
        const ClassFile& greeting = parsed("java11", release, "Greeting");
        EXPECT_EQ(greeting.major_version, major_for(release));
        EXPECT_TRUE(greeting.is_interface());
        const Method* decorate = greeting.find_method("decorate", "(Ljava/lang/String;)Ljava/lang/String;");
        ASSERT_NE(decorate, nullptr);
        EXPECT_EQ(decorate->access_flags, access::Private);
        EXPECT_TRUE(decorate->code);
        const Method* prefix = greeting.find_method("prefix", "()Ljava/lang/String;");
        ASSERT_NE(prefix, nullptr);
        EXPECT_EQ(prefix->access_flags, access::Private | access::Static);
        const Method* name = greeting.find_method("name", "()Ljava/lang/String;");
        ASSERT_NE(name, nullptr);
        EXPECT_EQ(name->access_flags, access::Public | access::Abstract);
        EXPECT_FALSE(name->code);
        // A capturing lambda (of) and two string concatenations (greet, decorate).
        EXPECT_EQ(greeting.bootstrap_methods.size(), 3u);
    }
}

const ClassFile& java17(const std::string& name) { return parsed("java17", 17, name); }

TEST(Release17, RecordAttribute) {
    const ClassFile& point = java17("Point");
    EXPECT_EQ(point.major_version, 61);
    EXPECT_EQ(point.super_name, "java/lang/Record");
    EXPECT_EQ(point.access_flags, access::Public | access::Final | access::Super);
    ASSERT_TRUE(point.record);
    ASSERT_EQ(point.record->size(), 2u);
    EXPECT_EQ((*point.record)[0].name, "x");
    EXPECT_EQ((*point.record)[0].descriptor, "I");
    EXPECT_FALSE((*point.record)[0].signature);
    EXPECT_TRUE((*point.record)[0].other_attributes.empty());
    EXPECT_EQ((*point.record)[1].name, "y");
    EXPECT_EQ((*point.record)[1].descriptor, "I");
    // The component fields are private final; the accessors are public.
    const Field* x = point.find_field("x", "I");
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->access_flags, access::Private | access::Final);
    EXPECT_NE(point.find_method("x", "()I"), nullptr);
    EXPECT_NE(point.find_method("<init>", "(II)V"), nullptr);

    // toString/hashCode/equals share one ObjectMethods bootstrap:
    // (Class, String "x;y", MethodHandle getField x, MethodHandle getField y).
    const ConstantPool& pool = point.constant_pool;
    ASSERT_EQ(point.bootstrap_methods.size(), 1u);
    const BootstrapMethod& bsm = point.bootstrap_methods[0];
    MemberRef bootstrap = pool.member_ref(pool.at(bsm.method_handle).ref1);
    EXPECT_EQ(bootstrap.owner, "java/lang/runtime/ObjectMethods");
    EXPECT_EQ(bootstrap.name, "bootstrap");
    ASSERT_EQ(argument_kinds(pool, bsm), (std::vector<CpTag>{CpTag::Class, CpTag::String, CpTag::MethodHandle,
                                                             CpTag::MethodHandle}));
    EXPECT_EQ(pool.class_name(bsm.arguments[0]), "cf/Point");
    EXPECT_EQ(pool.string(bsm.arguments[1]), "x;y");
    for (int k = 0; k < 2; ++k) {
        const CpEntry& getter = pool.at(bsm.arguments[2 + k]);
        EXPECT_EQ(getter.ref_kind, RefKind::GetField);
        ASSERT_TRUE(pool.is(getter.ref1, CpTag::Fieldref));
        MemberRef field = pool.member_ref(getter.ref1);
        EXPECT_EQ(field.owner, "cf/Point");
        EXPECT_EQ(field.name, k == 0 ? "x" : "y");
        EXPECT_EQ(field.descriptor, "I");
    }
    std::size_t indys = 0;
    for (std::size_t i = 1; i < pool.size(); ++i) indys += pool.at(i).tag == CpTag::InvokeDynamic;
    EXPECT_EQ(indys, 3u);  // toString, hashCode, equals

    // A non-record has no Record attribute (as opposed to an empty one).
    EXPECT_FALSE(java17("Neg").record);
}

TEST(Release17, GenericRecordComponents) {
    const ClassFile& pair = java17("Pair");
    EXPECT_EQ(pair.signature, "<A:Ljava/lang/Object;B::Ljava/lang/Comparable<TB;>;>Ljava/lang/Record;");
    ASSERT_TRUE(pair.record);
    ASSERT_EQ(pair.record->size(), 4u);
    const auto& c = *pair.record;
    EXPECT_EQ(c[0].name, "first");
    EXPECT_EQ(c[0].descriptor, "Ljava/lang/Object;");
    EXPECT_EQ(c[0].signature, "TA;");
    EXPECT_EQ(c[1].name, "second");
    EXPECT_EQ(c[1].descriptor, "Ljava/lang/Comparable;");
    EXPECT_EQ(c[1].signature, "TB;");
    EXPECT_EQ(c[2].name, "rest");
    EXPECT_EQ(c[2].descriptor, "Ljava/util/List;");
    EXPECT_EQ(c[2].signature, "Ljava/util/List<+TA;>;");
    EXPECT_EQ(c[3].name, "count");
    EXPECT_EQ(c[3].descriptor, "J");
    EXPECT_FALSE(c[3].signature);
    ASSERT_EQ(pair.bootstrap_methods.size(), 1u);
    EXPECT_EQ(pair.constant_pool.string(pair.bootstrap_methods[0].arguments[1]), "first;second;rest;count");
    EXPECT_EQ(pair.bootstrap_methods[0].arguments.size(), 6u);

    // An annotated component keeps its annotations as a raw attribute.
    const ClassFile& tagged = java17("Tagged");
    ASSERT_TRUE(tagged.record);
    ASSERT_EQ(tagged.record->size(), 2u);
    const RecordComponent& value = (*tagged.record)[0];
    EXPECT_EQ(value.name, "value");
    const RawAttribute* annotations = raw_attribute(value.other_attributes, "RuntimeVisibleAnnotations");
    ASSERT_NE(annotations, nullptr);
    ASSERT_GE(annotations->bytes.size(), 4u);
    EXPECT_EQ(tagged.constant_pool.utf8(test::get_u2(annotations->bytes, 2)), "Lcf/Tagged$Tag;");
    EXPECT_TRUE((*tagged.record)[1].other_attributes.empty());
    EXPECT_EQ(tagged.nest_members, std::vector<std::string>{"cf/Tagged$Tag"});
}

TEST(Release17, SealedTypes) {
    const ClassFile& expr = java17("Expr");
    EXPECT_TRUE(expr.is_interface());
    EXPECT_EQ(expr.permitted_subclasses,
              (std::vector<std::string>{"cf/Expr$Num", "cf/Expr$Add", "cf/Neg", "cf/Var"}));
    std::set<std::string> members(expr.nest_members.begin(), expr.nest_members.end());
    EXPECT_EQ(members, (std::set<std::string>{"cf/Expr$Num", "cf/Expr$Add"}));

    const ClassFile& num = java17("Expr$Num");
    EXPECT_EQ(num.nest_host, "cf/Expr");
    EXPECT_EQ(num.interfaces, std::vector<std::string>{"cf/Expr"});
    ASSERT_TRUE(num.record);
    ASSERT_EQ(num.record->size(), 1u);
    EXPECT_EQ((*num.record)[0].name, "value");
    const InnerClass* self = inner_entry(num, "cf/Expr$Num");
    ASSERT_NE(self, nullptr);
    EXPECT_EQ(self->outer_class, "cf/Expr");
    EXPECT_EQ(self->access_flags, access::Public | access::Static | access::Final);

    const ClassFile& vehicle = java17("Vehicle");
    EXPECT_EQ(vehicle.permitted_subclasses, (std::vector<std::string>{"cf/Car", "cf/Truck"}));
    EXPECT_TRUE(vehicle.access_flags & access::Abstract);
    const Method* wheels = vehicle.find_method("wheels", "()I");
    ASSERT_NE(wheels, nullptr);
    EXPECT_TRUE(wheels->is_abstract());
    EXPECT_EQ(java17("Car").access_flags, access::Final | access::Super);
    EXPECT_EQ(java17("Car").super_name, "cf/Vehicle");
    // non-sealed leaves no trace in the class file.
    EXPECT_EQ(java17("Truck").access_flags, access::Super);
    EXPECT_TRUE(java17("Truck").permitted_subclasses.empty());
    EXPECT_TRUE(java17("Var").permitted_subclasses.empty());
    EXPECT_EQ(java17("Neg").access_flags, access::Public | access::Final | access::Super);
}

// ---- the JDK --------------------------------------------------------------------------

TEST(JdkClasses, EveryJavaClassParses) {
    ClassPath path;
    Status added = path.add_jdk();
    ASSERT_TRUE(added) << added.error().message;
    std::vector<std::string> names = path.list_classes();
    std::size_t parsed_count = 0, failures = 0, with_code = 0;
    std::string messages;
    for (const std::string& name : names) {
        if (!name.starts_with("java/")) continue;
        ++parsed_count;
        auto cls = path.parse_uncached(name);
        if (!cls) {
            if (++failures <= 20) messages += cls.error().message + "\n";
            continue;
        }
        EXPECT_EQ(cls->name, name);
        for (const Method& m : cls->methods) with_code += m.code.has_value();
    }
    std::cout << "[          ] parsed " << parsed_count << " java/* classes, " << with_code
              << " methods with code\n";
    EXPECT_EQ(failures, 0u) << messages;
    EXPECT_GT(parsed_count, 3000u);
    EXPECT_GT(with_code, 30000u);

    // java/lang/Object is the one class without a superclass.
    auto object = path.parse_uncached("java/lang/Object");
    ASSERT_TRUE(object) << object.error().message;
    EXPECT_FALSE(object->super_name);
    EXPECT_TRUE(object->interfaces.empty());
    EXPECT_NE(object->find_method("hashCode", "()I"), nullptr);
    EXPECT_TRUE(object->find_method("hashCode", "()I")->is_native());
}

}  // namespace
}  // namespace symcrete::classfile
