// A configuration loader that validates settings, reports a recoverable error with
// printStackTrace (stderr), then fails with an uncaught exception carrying a cause (exit 1).
import java.util.LinkedHashMap;
import java.util.Map;

public class ConfigLoaderFailure {
    static class ConfigException extends RuntimeException {
        ConfigException(String msg, Throwable cause) { super(msg, cause); }
    }

    static Map<String, String> parse(String text) {
        Map<String, String> m = new LinkedHashMap<>();
        int lineNo = 0;
        for (String line : text.split("\n")) {
            lineNo++;
            line = line.strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            int eq = line.indexOf('=');
            if (eq < 0) throw new IllegalArgumentException("line " + lineNo + ": missing '=' in \"" + line + "\"");
            m.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
        }
        return m;
    }

    static int intSetting(Map<String, String> cfg, String key, int min, int max) {
        String v = cfg.get(key);
        if (v == null) throw new ConfigException("missing required setting '" + key + "'", null);
        try {
            int i = Integer.parseInt(v);
            if (i < min || i > max) throw new ConfigException(key + "=" + i + " outside [" + min + ", " + max + "]", null);
            return i;
        } catch (NumberFormatException e) {
            throw new ConfigException("setting '" + key + "' is not an integer", e);
        }
    }

    public static void main(String[] args) {
        String text = "# server config\nport = 8080\nworkers=16\n\ntimeout = 30s\nname = demo\n";
        Map<String, String> cfg = parse(text);
        System.out.println("parsed " + cfg);
        System.out.println("port " + intSetting(cfg, "port", 1, 65535));
        try {
            intSetting(cfg, "workers", 1, 8);
        } catch (ConfigException e) {
            System.out.println("recoverable: " + e.getMessage() + "; using 8");
            e.printStackTrace();
        }
        try {
            parse("ok=1\nbroken line\n");
        } catch (IllegalArgumentException e) {
            System.out.println("parse error: " + e.getMessage());
        }
        System.out.println("loading timeout...");
        int timeout = intSetting(cfg, "timeout", 1, 600);
        System.out.println("unreachable " + timeout);
    }
}
