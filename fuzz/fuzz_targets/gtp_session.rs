//! Fuzz target: `ttgo::tools::selfcheck::check_gtp_session` on the fuzzer's bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    ttgo::tools::selfcheck::check_gtp_session(data);
});
