#include "testgen/answer_book.h"

#include <fstream>
#include <sstream>
#include <system_error>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace symcrete::testgen {
namespace {

constexpr const char* kFormat = "symcrete-answers";
constexpr int kVersion = 1;

bool same_question(const RecordedAnswer& a, const RecordedAnswer& b) {
    return a.class_name == b.class_name && a.method == b.method && a.descriptor == b.descriptor && a.inputs == b.inputs;
}

}  // namespace

Result<AnswerBook> AnswerBook::load(const std::filesystem::path& file) {
    AnswerBook book;
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) return book;
    std::ifstream in(file, std::ios::binary);
    if (!in) return Error{fmt::format("{}: cannot read the answers file", file.string())};
    std::stringstream text;
    text << in.rdbuf();
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(text.str());
    } catch (const nlohmann::json::parse_error& e) {
        return Error{fmt::format("{}: not JSON, at byte {}: {}", file.string(), e.byte, e.what())};
    }
    if (!json.is_object() || json.value("format", "") != kFormat)
        return Error{fmt::format("{}: not a Symcrete answers file (no \"format\": \"{}\")", file.string(), kFormat)};
    if (json.value("version", 0) != kVersion)
        return Error{fmt::format("{}: answers file version {} (this Symcrete reads version {})", file.string(),
                                 json.value("version", 0), kVersion)};
    const auto answers = json.find("answers");
    if (answers == json.end() || !answers->is_array())
        return Error{fmt::format("{}: \"answers\" is missing or not a list", file.string())};
    for (std::size_t i = 0; i < answers->size(); ++i) {
        const nlohmann::json& entry = (*answers)[i];
        RecordedAnswer answer;
        std::string* fields[] = {&answer.class_name, &answer.method, &answer.descriptor, &answer.inputs,
                                 &answer.code_version, &answer.answer, &answer.code_result};
        const char* names[] = {"class", "method", "descriptor", "inputs", "code_version", "answer", "code_result"};
        for (std::size_t f = 0; f < std::size(names); ++f) {
            const auto value = entry.is_object() ? entry.find(names[f]) : entry.end();
            if (!entry.is_object() || value == entry.end() || !value->is_string())
                return Error{fmt::format("{}: answer {} has no text \"{}\"", file.string(), i + 1, names[f])};
            *fields[f] = value->get<std::string>();
        }
        book.record(std::move(answer));
    }
    return book;
}

const RecordedAnswer* AnswerBook::find(const std::string& class_name, const std::string& method,
                                       const std::string& descriptor, const std::string& inputs) const {
    const RecordedAnswer key{class_name, method, descriptor, inputs, {}, {}, {}};
    for (const RecordedAnswer& answer : answers_)
        if (same_question(answer, key)) return &answer;
    return nullptr;
}

void AnswerBook::record(RecordedAnswer answer) {
    for (RecordedAnswer& known : answers_) {
        if (same_question(known, answer)) {
            known = std::move(answer);
            return;
        }
    }
    answers_.push_back(std::move(answer));
}

Status AnswerBook::save(const std::filesystem::path& file) const {
    nlohmann::json answers = nlohmann::json::array();
    for (const RecordedAnswer& a : answers_) {
        answers.push_back({{"class", a.class_name}, {"method", a.method}, {"descriptor", a.descriptor},
                           {"inputs", a.inputs}, {"code_version", a.code_version}, {"answer", a.answer},
                           {"code_result", a.code_result}});
    }
    const nlohmann::json json = {{"format", kFormat}, {"version", kVersion}, {"answers", answers}};
    std::error_code ec;
    if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
    const std::filesystem::path temp = file.string() + ".tmp";
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out << json.dump(2) << '\n';
        if (!out) return Error{fmt::format("cannot write {}", temp.string())};
    }
    std::filesystem::rename(temp, file, ec);
    if (ec) return Error{fmt::format("cannot write {}: {}", file.string(), ec.message())};
    return Ok{};
}

}  // namespace symcrete::testgen
