//! [`FastRng`]: a tiny, fast, seedable random generator (wyrand) for the hot path.
//! Every random choice of the playouts and the search draws from one.

/// wyrand: a 64-bit generator with one multiply per number; plenty for playouts.
#[derive(Clone, Debug)]
pub struct FastRng(u64);

impl FastRng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> FastRng {
        FastRng(seed ^ 0x2545_f491_4f6c_dd1d)
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0xa076_1d64_78bd_642f);
        let t = (self.0 as u128).wrapping_mul((self.0 ^ 0xe703_7ed1_a0b4_28db) as u128);
        ((t >> 64) ^ t) as u64
    }

    /// A number in `0..n` (n > 0), by multiply-shift; the bias is below n / 2^32.
    #[inline]
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = FastRng::new(3);
        let mut hits = [0u32; 7];
        for _ in 0..70_000 {
            hits[rng.below(7) as usize] += 1;
        }
        assert!(
            hits.iter().all(|&h| (9_000..11_000).contains(&h)),
            "{hits:?}"
        );
    }
}
