// java.util.TimeZone's natives: the default zone's id, found as HotSpot's
// TimeZone_md.c finds it on Linux, so that `run` prints what `java` prints
// and a library that reads the default zone (Calendar, SimpleDateFormat,
// ZoneId.systemDefault()) can be explored at all. Exploration has no
// process environment (host_system.h), so there the zone comes from the
// machine's files alone: the one the JVM that runs the written tests reads
// when TZ is not set.
#include "time_zone.h"

#include <fstream>
#include <utility>

#include "intrinsic_table.h"
#include "engine/host_system.h"

namespace symcrete::engine {

std::optional<std::string> system_time_zone_id(const std::optional<std::string>& tz,
                                               const std::filesystem::path& root) {
    auto strip = [](std::string id) {
        if (id.starts_with(':')) id.erase(0, 1);
        if (id.starts_with("posix/")) id.erase(0, 6);
        return id;
    };
    if (tz && !tz->empty()) return strip(*tz);
    std::ifstream debian(root / "etc/timezone");
    std::string line;
    if (debian && std::getline(debian, line)) {
        while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.pop_back();
        if (!line.empty()) return strip(line);
    }
    std::error_code ec;
    const std::filesystem::path link = std::filesystem::read_symlink(root / "etc/localtime", ec);
    if (!ec) {
        const std::string target = link.string();
        const std::size_t at = target.find("zoneinfo/");
        if (at != std::string::npos && at + 9 < target.size()) return strip(target.substr(at + 9));
    }
    return std::nullopt;
}

std::string gmt_offset_id(long offset_seconds) {
    if (offset_seconds == 0) return "GMT";
    const char sign = offset_seconds < 0 ? '-' : '+';
    const long minutes = (offset_seconds < 0 ? -offset_seconds : offset_seconds) / 60;
    std::string id = "GMT";
    id += sign;
    const long hours = minutes / 60, rest = minutes % 60;
    id += static_cast<char>('0' + hours / 10);
    id += static_cast<char>('0' + hours % 10);
    id += ':';
    id += static_cast<char>('0' + rest / 10);
    id += static_cast<char>('0' + rest % 10);
    return id;
}

namespace {

using Args = const Value*;

// TimeZone.getSystemTimeZoneID(String javaHome): TZ from the process's
// environment in a run; none in exploration.
Value system_zone(IntrinsicHost& host, State& state, Args) {
    std::optional<std::string> tz;
    if (state.system != nullptr) {
        for (const auto& [name, value] : state.system->environment())
            if (name == "TZ") {
                tz = value;
                break;
            }
    }
    const std::optional<std::string> id = system_time_zone_id(tz);
    if (!id) return Value::null();
    return Value::ref(host.new_string(state, utf16(*id)));
}

// TimeZone.getSystemGMTOffsetID(): the C library's offset of local time now.
Value system_gmt_offset(IntrinsicHost& host, State& state, Args) {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    const long offset = ::localtime_r(&now, &local) != nullptr ? local.tm_gmtoff : 0;
    return Value::ref(host.new_string(state, utf16(gmt_offset_id(offset))));
}

}  // namespace

void add_time_zone_intrinsics(IntrinsicTable& t) {
    t["java/util/TimeZone.getSystemTimeZoneID(Ljava/lang/String;)Ljava/lang/String;"] = system_zone;
    t["java/util/TimeZone.getSystemGMTOffsetID()Ljava/lang/String;"] = system_gmt_offset;
}

}  // namespace symcrete::engine
