fn main() {
    let args: Vec<String> = std::env::args().collect();
    let size: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(9);
    let n: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(100000);
    let r = ttgo::playout::bench_light(size, n, 1);
    println!("{:?} rate {:.0}", r, r.rate());
}
