// Annotation types read from their attributes (classfile/annotations.h), on
// classes javac compiles at test time (tests/java/check_nullness): class and
// package annotations, parameter annotations of both retentions, type
// annotations on a parameter's own type; and malformed bytes as an Error.
#include <gtest/gtest.h>

#include <map>

#include "classfile/annotations.h"
#include "classfile/class_path.h"
#include "support/java_compiler.h"

namespace {

using namespace symcrete::classfile;

class Annotations : public ::testing::Test {
protected:
    void SetUp() override {
        const auto dir = symcrete::testing::compile_java("check_nullness", 17);
        ASSERT_FALSE(dir.empty());
        ASSERT_TRUE(path_.add(dir.string()));
    }

    const ClassFile& load(const char* name) {
        auto cls = path_.load(name);
        if (!cls) throw std::runtime_error(cls.error().message);
        return **cls;
    }

    static const Method& method(const ClassFile& cls, const char* name) {
        for (const Method& m : cls.methods)
            if (m.name == name) return m;
        throw std::runtime_error(std::string("no method ") + name);
    }

    ClassPath path_;
};

TEST_F(Annotations, APackageAndAClassSayWhatTheyCarry) {
    const ClassFile& package = load("nullness/marked/package-info");
    auto types = annotation_types(package, package.other_attributes);
    ASSERT_TRUE(types) << types.error().message;
    EXPECT_EQ(*types, std::vector<std::string>{"javax/annotation/ParametersAreNonnullByDefault"});

    const ClassFile& marked = load("nullness/plain/Params$Marked");
    types = annotation_types(marked, marked.other_attributes);
    ASSERT_TRUE(types) << types.error().message;
    EXPECT_EQ(*types, std::vector<std::string>{"org/jspecify/annotations/NullMarked"});
}

// JSR 305's meta-annotations on a library's own default: the element
// values' enum constants say which elements it covers.
TEST_F(Annotations, EnumConstantsOfElementValuesAreKept) {
    const ClassFile& own = load("nullness/own/NonnullByDefault");
    auto found = annotations(own, own.other_attributes);
    ASSERT_TRUE(found) << found.error().message;
    std::map<std::string, std::vector<std::string>> constants;  // by type (attributes come in either order)
    for (const Annotation& annotation : *found) constants[annotation.type] = annotation.enum_constants;
    EXPECT_EQ(constants, (std::map<std::string, std::vector<std::string>>{
                             {"javax/annotation/Nonnull", {}},
                             {"javax/annotation/meta/TypeQualifierDefault", {"PARAMETER", "METHOD"}},
                             {"java/lang/annotation/Retention", {"CLASS"}}}));
}

TEST_F(Annotations, ParametersCarryDeclarationAndTypeAnnotations) {
    const ClassFile& params = load("nullness/plain/Params");
    auto annotated = parameter_annotation_types(params, method(params, "annotated"));
    ASSERT_TRUE(annotated) << annotated.error().message;
    EXPECT_EQ(*annotated, std::vector<std::vector<std::string>>{{"javax/annotation/Nonnull"}});
    auto unannotated = parameter_annotation_types(params, method(params, "unannotated"));
    ASSERT_TRUE(unannotated);
    EXPECT_EQ(*unannotated, std::vector<std::vector<std::string>>{{}});

    const ClassFile& marked = load("nullness/plain/Params$Marked");
    auto nullable = parameter_annotation_types(marked, method(marked, "sizeOrZero"));
    ASSERT_TRUE(nullable) << nullable.error().message;
    EXPECT_EQ(*nullable, std::vector<std::vector<std::string>>{{"org/jspecify/annotations/Nullable"}});
}

TEST_F(Annotations, MalformedBytesAreAnErrorNamingTheAttribute) {
    const ClassFile& params = load("nullness/plain/Params");
    Method broken = method(params, "annotated");
    for (RawAttribute& attribute : broken.other_attributes)
        if (attribute.name == "RuntimeInvisibleParameterAnnotations") attribute.bytes.resize(3);  // cut inside
    auto types = parameter_annotation_types(params, broken);
    ASSERT_FALSE(types);
    EXPECT_NE(types.error().message.find("RuntimeInvisibleParameterAnnotations"), std::string::npos)
        << types.error().message;
    EXPECT_NE(types.error().message.find("expected"), std::string::npos) << types.error().message;

    // A type index that is not a Utf8 constant.
    Method wrong = method(params, "annotated");
    for (RawAttribute& attribute : wrong.other_attributes)
        if (attribute.name == "RuntimeInvisibleParameterAnnotations") {
            ASSERT_GE(attribute.bytes.size(), 5U);
            attribute.bytes[3] = 0;  // num_parameters u1, num_annotations u2, then type_index u2 = 0
            attribute.bytes[4] = 0;
        }
    types = parameter_annotation_types(params, wrong);
    ASSERT_FALSE(types);
    EXPECT_NE(types.error().message.find("expected a Utf8 constant"), std::string::npos) << types.error().message;
}

}  // namespace
