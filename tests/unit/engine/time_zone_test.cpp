// The default time zone's id as the JDK finds it on Linux (time_zone.h):
// TZ first, then Debian's /etc/timezone, then the zoneinfo file
// /etc/localtime links to, on a made-up root so each case is alone.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

#include "support/java_compiler.h"
#include "time_zone.h"

namespace symcrete::engine {
namespace {

namespace fs = std::filesystem;
using symcrete::testing::make_temp_dir;

TEST(TimeZoneId, TzComesFirstWithoutItsColonOrPosixPrefix) {
    const fs::path root = make_temp_dir("symcrete-tz-env");
    fs::create_directories(root / "etc");
    std::ofstream(root / "etc/timezone") << "Europe/Paris\n";
    EXPECT_EQ(system_time_zone_id(std::string("Asia/Tokyo"), root), "Asia/Tokyo");
    EXPECT_EQ(system_time_zone_id(std::string(":America/Denver"), root), "America/Denver");
    EXPECT_EQ(system_time_zone_id(std::string("posix/Europe/Rome"), root), "Europe/Rome");
    // An empty TZ counts as none.
    EXPECT_EQ(system_time_zone_id(std::string(""), root), "Europe/Paris");
}

TEST(TimeZoneId, DebiansFileComesBeforeTheLink) {
    const fs::path root = make_temp_dir("symcrete-tz-debian");
    fs::create_directories(root / "etc");
    std::ofstream(root / "etc/timezone") << "Europe/Berlin  \n";
    fs::create_symlink("/usr/share/zoneinfo/Asia/Kolkata", root / "etc/localtime");
    EXPECT_EQ(system_time_zone_id(std::nullopt, root), "Europe/Berlin");
    fs::remove(root / "etc/timezone");
    EXPECT_EQ(system_time_zone_id(std::nullopt, root), "Asia/Kolkata");
}

TEST(TimeZoneId, NothingWhenNoFileNamesAZone) {
    const fs::path root = make_temp_dir("symcrete-tz-none");
    EXPECT_EQ(system_time_zone_id(std::nullopt, root), std::nullopt);
    fs::create_directories(root / "etc");
    fs::create_symlink("/somewhere/else", root / "etc/localtime");
    EXPECT_EQ(system_time_zone_id(std::nullopt, root), std::nullopt);
}

TEST(TimeZoneId, GmtOffsetsAreHoursAndMinutes) {
    EXPECT_EQ(gmt_offset_id(0), "GMT");
    EXPECT_EQ(gmt_offset_id(5 * 3600 + 1800), "GMT+05:30");
    EXPECT_EQ(gmt_offset_id(-3600), "GMT-01:00");
    EXPECT_EQ(gmt_offset_id(-(12 * 3600 + 45 * 60)), "GMT-12:45");
}

}  // namespace
}  // namespace symcrete::engine
