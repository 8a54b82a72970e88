// The JUnit writer on tests that build objects: receivers, arrays, Strings,
// boxes, enums, lists, objects of classes a test cannot name, and the
// assertions on object results and on a receiver the call changed.
#include <gtest/gtest.h>

#include "testgen/junit_writer.h"

namespace symcrete::testgen {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TestObject object(std::string type, std::string origin) {
    TestObject o;
    o.type = std::move(type);
    o.origin = std::move(origin);
    return o;
}

TestCase method_test(std::string method, std::string descriptor) {
    TestCase test;
    test.method = std::move(method);
    test.descriptor = std::move(descriptor);
    return test;
}

TEST(JunitWriterObjects, BuildsTheInputGraphBeforeTheCall) {
    TestSuite suite;
    suite.class_name = "shop/Cart";
    TestCase test = method_test(
        "add", "(Ljava/lang/String;[ILjava/lang/Integer;Lshop/Cart$Mode;Ljava/util/List;Lshop/Item;)V");
    TestObject cart = object("shop/Cart", "this");
    TestObject name = object("java/lang/String", "name");
    name.text = u"tea \"x\"";
    TestObject counts = object("[I", "counts");
    counts.elements = {JavaValue::integer(1), JavaValue::integer(2)};
    TestObject limit = object("java/lang/Integer", "limit");
    limit.boxed = JavaValue::integer(5);
    TestObject mode = object("shop/Cart$Mode", "mode");
    mode.constant = "FAST";
    TestObject items = object("java/util/ArrayList", "items");
    items.collection = TestObject::Collection::List;
    items.element_type = "shop/Item";
    TestObject item = object("shop/Item", "items.get(0)");
    item.fields = {{"price", "I", JavaValue::integer(3)}};
    items.elements = {InputValue::object_at(6), InputValue::null()};
    TestObject hidden = object("shop/Cart$Secret", "secret");
    hidden.nameable = false;
    cart.fields = {{"owner", "Ljava/lang/String;", InputValue::object_at(1)}};
    test.objects = {cart, name, counts, limit, mode, items, item, hidden};
    test.receiver = InputValue::object_at(0);
    test.arguments = {InputValue::object_at(1), InputValue::object_at(2), InputValue::object_at(3),
                      InputValue::object_at(4), InputValue::object_at(5), InputValue::object_at(7)};
    test.outcome.kind = Outcome::Kind::ReturnsVoid;
    Getter total;
    total.method = "getTotal";
    total.value = JavaValue::integer(7);
    test.receiver_after = {total};
    suite.tests = {test};
    const std::string source = write_junit(suite);
    EXPECT_TRUE(contains(source, "        Cart cart = newInstance(Cart.class);\n")) << source;
    EXPECT_TRUE(contains(source, "        String name = \"tea \\\"x\\\"\";\n")) << source;
    EXPECT_TRUE(contains(source, "        int[] counts = {1, 2};\n")) << source;
    EXPECT_TRUE(contains(source, "        Integer limit = Integer.valueOf(5);\n")) << source;
    EXPECT_TRUE(contains(source, "        Cart.Mode mode = Cart.Mode.FAST;\n")) << source;
    EXPECT_TRUE(contains(source, "        java.util.ArrayList<Item> items = new java.util.ArrayList<>();\n")) << source;
    EXPECT_TRUE(contains(source, "        items.add(itemsGet0);\n        items.add(null);\n")) << source;
    EXPECT_TRUE(contains(source, "        Object secret = newInstance(Class.forName(\"shop.Cart$Secret\"));\n")) << source;
    EXPECT_TRUE(contains(source, "        setField(cart, \"owner\", name);\n")) << source;
    EXPECT_TRUE(contains(source, "        setField(itemsGet0, \"price\", 3);\n")) << source;
    // The object held as Object is cast to the parameter type (overloads).
    EXPECT_TRUE(contains(source, "cart.add(name, counts, limit, mode, items, (Item) secret);\n")) << source;
    EXPECT_TRUE(contains(source, "        assertEquals(7, cart.getTotal());\n")) << source;
    EXPECT_TRUE(contains(source, "private static <T> T newInstance(Class<T> type) throws Exception")) << source;
    EXPECT_TRUE(contains(source, "void add_returnsNormally() throws Exception {")) << source;
}

// A map is filled with put and a set with add, after every object they hold
// is complete (a set compares its elements as they are added).
TEST(JunitWriterObjects, MapsAndSetsAreFilledOnceTheirElementsAreComplete) {
    TestSuite suite{"shop/Prices", {}};
    TestCase test = method_test("cheapest", "(Ljava/util/Map;Ljava/util/Set;)I");
    TestObject key = object("java/lang/String", "prices.key(0)");
    key.text = u"tea";
    TestObject price = object("java/lang/Integer", "prices.value(0)");
    price.boxed = JavaValue::integer(3);
    TestObject prices = object("java/util/TreeMap", "prices");
    prices.collection = TestObject::Collection::Map;
    prices.element_type = "java/lang/String";
    prices.value_type = "java/lang/Integer";
    prices.elements = {InputValue::object_at(0), InputValue::object_at(1)};
    TestObject item = object("shop/Item", "tags.element(0)");
    item.fields = {{"price", "I", JavaValue::integer(4)}};
    TestObject tags = object("java/util/LinkedHashSet", "tags");
    tags.collection = TestObject::Collection::Set;
    tags.element_type = "shop/Item";
    tags.elements = {InputValue::object_at(3)};
    test.objects = {key, price, prices, item, tags};
    test.arguments = {InputValue::object_at(2), InputValue::object_at(4)};
    test.outcome.kind = Outcome::Kind::Returns;
    test.outcome.value = JavaValue::integer(3);
    suite.tests = {test};
    const std::string source = write_junit(suite);
    EXPECT_TRUE(contains(source, "        java.util.TreeMap<String, Integer> prices = new java.util.TreeMap<>();\n"))
        << source;
    EXPECT_TRUE(contains(source, "        java.util.LinkedHashSet<Item> tags = new java.util.LinkedHashSet<>();\n"))
        << source;
    const auto field = source.find("        setField(tagsElement0, \"price\", 4);\n");
    const auto put = source.find("        prices.put(pricesKey0, pricesValue0);\n");
    const auto add = source.find("        tags.add(tagsElement0);\n");
    ASSERT_NE(field, std::string::npos) << source;
    ASSERT_NE(put, std::string::npos) << source;
    ASSERT_NE(add, std::string::npos) << source;
    EXPECT_LT(field, add) << source;
    EXPECT_TRUE(contains(source, "assertEquals(3, Prices.cheapest(prices, tags));")) << source;
}

// A returned List or Set of literals is compared with a JDK one holding the
// same elements: Arrays.asList for a list, a HashSet of it for a set.
TEST(JunitWriterObjects, ReturnedListsAndSetsAreComparedElementByElement) {
    TestSuite suite{"shop/Stock", {}};
    auto returning = [](const char* method, Outcome::Shape shape, std::vector<Outcome::Item> items) {
        TestCase test = method_test(method, "()Ljava/util/Collection;");
        test.outcome.kind = Outcome::Kind::Returns;
        test.outcome.shape = shape;
        test.outcome.items = std::move(items);
        return test;
    };
    Outcome::Item tea;
    tea.kind = Outcome::Item::Kind::String;
    tea.text = u"tea";
    Outcome::Item three;
    three.kind = Outcome::Item::Kind::Boxed;
    three.type = "java/lang/Long";
    three.value = JavaValue::long_value(3);
    Outcome::Item none;
    suite.tests = {returning("low", Outcome::Shape::List, {tea, none}), returning("codes", Outcome::Shape::Set, {three}),
                   returning("empty", Outcome::Shape::List, {}), returning("gap", Outcome::Shape::List, {none})};
    const std::string source = write_junit(suite);
    EXPECT_TRUE(contains(source, "void low_returnsListOf2()")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(java.util.Arrays.asList(\"tea\", null), Stock.low());")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(new java.util.HashSet<>(java.util.Arrays.asList(Long.valueOf(3L))), "
                                 "Stock.codes());"))
        << source;
    EXPECT_TRUE(contains(source, "void empty_returnsEmptyList()")) << source;
    // asList(null) would pass a null array, and throw.
    EXPECT_TRUE(contains(source, "assertEquals(java.util.Arrays.asList((Object) null), Stock.gap());")) << source;
}

// A test of a getter asserts its result once: the getters checked after the
// call leave it out.
TEST(JunitWriterObjects, AGetterUnderTestIsAssertedOnce) {
    TestSuite suite{"shop/Cart", {}};
    TestCase test = method_test("getTotal", "()I");
    test.objects = {object("shop/Cart", "this")};
    test.receiver = InputValue::object_at(0);
    test.outcome.kind = Outcome::Kind::Returns;
    test.outcome.value = JavaValue::integer(7);
    Getter total;
    total.method = "getTotal";
    total.value = JavaValue::integer(7);
    Getter size;
    size.method = "size";
    size.value = JavaValue::integer(2);
    test.receiver_after = {total, size};
    suite.tests = {test};
    const std::string source = write_junit(suite);
    const auto first = source.find("assertEquals(7, cart.getTotal());");
    ASSERT_NE(first, std::string::npos) << source;
    EXPECT_EQ(source.find("assertEquals(7, cart.getTotal());", first + 1), std::string::npos) << source;
    EXPECT_TRUE(contains(source, "assertEquals(2, cart.size());")) << source;
}

TEST(JunitWriterObjects, AssertsWhatAnObjectResultsGettersSay) {
    TestSuite suite;
    suite.class_name = "geo/Points";
    TestCase test;
    test.method = "origin";
    test.descriptor = "()Lgeo/Point;";
    test.outcome.kind = Outcome::Kind::Returns;
    test.outcome.shape = Outcome::Shape::Object;
    test.outcome.type = "geo/Point";
    Getter x;
    x.method = "x";
    x.value = JavaValue::integer(0);
    Getter name;
    name.method = "getName";
    name.is_string = true;
    name.text = u"o";
    Getter label;
    label.method = "getLabel";
    label.is_string = true;
    Getter empty;
    empty.method = "isEmpty";
    empty.value = JavaValue::boolean(true);
    test.outcome.getters = {x, name, label, empty};
    suite.tests = {test};
    const std::string source = write_junit(suite);
    EXPECT_TRUE(contains(source, "        var actual = Points.origin();\n        assertNotNull(actual);\n"
                                 "        assertEquals(0, actual.x());\n"
                                 "        assertEquals(\"o\", actual.getName());\n"
                                 "        assertNull(actual.getLabel());\n"
                                 "        assertTrue(actual.isEmpty());\n"))
        << source;
    EXPECT_TRUE(contains(source, "void origin_returnsPoint()")) << source;
}

TEST(JunitWriterObjects, ResultsOfEveryShapeAreAsserted) {
    TestSuite suite;
    suite.class_name = "t/T";
    auto returning = [](std::string method, std::string descriptor, Outcome::Shape shape) {
        TestCase test;
        test.method = std::move(method);
        test.descriptor = std::move(descriptor);
        test.outcome.kind = Outcome::Kind::Returns;
        test.outcome.shape = shape;
        return test;
    };
    TestCase text = returning("s", "()Ljava/lang/String;", Outcome::Shape::String);
    text.outcome.text = u"a\nb";
    TestCase box = returning("b", "()Ljava/lang/Long;", Outcome::Shape::Boxed);
    box.outcome.type = "java/lang/Long";
    box.outcome.value = JavaValue::long_value(-2);
    TestCase array = returning("a", "()[D", Outcome::Shape::Array);
    array.outcome.type = "[D";
    array.outcome.elements = {JavaValue::double_value(0.5)};
    TestCase none = returning("n", "()Ljava/lang/Object;", Outcome::Shape::Null);
    TestCase color = returning("c", "()Lt/Color;", Outcome::Shape::Enum);
    color.outcome.type = "t/Color";
    color.outcome.constant = "RED";
    TestCase hidden = returning("h", "()Lt/T$Secret;", Outcome::Shape::Enum);
    hidden.outcome.type = "t/T$Secret";
    hidden.outcome.constant = "ONE";
    hidden.outcome.nameable = false;
    suite.tests = {text, box, array, none, color, hidden};
    const std::string source = write_junit(suite);
    EXPECT_TRUE(contains(source, "assertEquals(\"a\\nb\", T.s());")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(Long.valueOf(-2L), T.b());")) << source;
    EXPECT_TRUE(contains(source, "assertArrayEquals(new double[] {0.5}, T.a());")) << source;
    EXPECT_TRUE(contains(source, "assertNull(T.n());")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(Color.RED, T.c());")) << source;
    EXPECT_TRUE(contains(source, "assertEquals(\"ONE\", ((Enum<?>) T.h()).name());")) << source;
}

}  // namespace
}  // namespace symcrete::testgen
