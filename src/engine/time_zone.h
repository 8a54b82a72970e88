// The machine's default time zone as the JDK finds it on Linux, for
// TimeZone's natives (intrinsics_time_zone.cpp). Private to src/engine.
#pragma once

#include <ctime>
#include <filesystem>
#include <optional>
#include <string>

namespace symcrete::engine {

// TimeZone.getSystemTimeZoneID's answer: `tz` (the TZ variable) when set and
// not empty, else the first line of `root`/etc/timezone (Debian's), else the
// zoneinfo path that `root`/etc/localtime links to; without a leading ':' or
// "posix/", as the JDK strips them. Nothing when none names a zone (Java
// then asks for a GMT offset).
std::optional<std::string> system_time_zone_id(const std::optional<std::string>& tz,
                                               const std::filesystem::path& root = "/");

// TimeZone.getSystemGMTOffsetID's answer for a UTC offset in seconds:
// "GMT" for 0, else "GMT+hh:mm" or "GMT-hh:mm".
std::string gmt_offset_id(long offset_seconds);

}  // namespace symcrete::engine
