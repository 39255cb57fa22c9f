//! The policy network: a small residual convolutional network that rates every point
//! of a position as a strong player's next move, run on the CPU.
//!
//! How to read this module:
//! - The weights come from `training/train_policy.py` (`--export`), trained on strong
//!   players' games; [`PolicyNet::shared`] parses the file embedded in the binary
//!   (`models/policy.net`), [`PolicyNet::parse`] any other, and refuses a malformed one
//!   with a [`NetError`].
//! - The file: `TTGONET1`, four little-endian u32 (input planes, channels, residual
//!   blocks, input kernel size), then little-endian f32: the input convolution (weights
//!   `[out][in][k][k]`, then biases), each block's two 3x3 convolutions likewise, the
//!   head's 1x1 weights (one a channel) and bias, and the weight of the input's
//!   log-chance plane. Batch normalisation is already folded into the convolutions.
//! - [`PolicyNet::logits`] runs the network on the planes of `net_input.rs`: a
//!   convolution with ReLU, blocks of two 3x3 convolutions whose sum with the block's
//!   input passes a ReLU, and the head; the move model's log chance is added with its
//!   learned weight, and points that are no candidate get minus infinity.
//!   [`PolicyNet::chances`] turns the logits into a softmax over the board.
//! - The hot loop keeps the activations point by point (all channels of a point side by
//!   side, the board padded with zeros) and the weights `[dy][dx][in][out]`, so each
//!   input value multiplies a row of contiguous weights into a row of contiguous sums:
//!   a loop the compiler turns into vector instructions. Where the processor has AVX2
//!   and FMA the same code is compiled for them and chosen at run time.

use super::net_input::{LN_PLANE, PLANES};
use std::fmt;
use std::sync::OnceLock;

/// The network the engine ships with.
const EMBEDDED: &[u8] = include_bytes!("../../models/policy.net");

/// The first bytes of a weights file.
const MAGIC: &[u8; 8] = b"TTGONET1";

/// The plane that marks candidate moves (see `net_input.rs`).
const CANDIDATE_PLANE: usize = 9;

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetError {
    /// The file does not start with `TTGONET1`.
    BadMagic,
    /// The file ends before the header or the weights its header promises.
    Truncated { expected: usize, found: usize },
    /// More bytes than the header promises.
    TrailingBytes { expected: usize, found: usize },
    /// A header value the engine cannot use.
    BadShape(String),
    /// The file could not be read.
    Io(String),
}

impl fmt::Display for NetError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            NetError::BadMagic => write!(f, "not a ttgo network file (no TTGONET1 header)"),
            NetError::Truncated { expected, found } => {
                write!(
                    f,
                    "truncated network file: {found} bytes, expected {expected}"
                )
            }
            NetError::TrailingBytes { expected, found } => {
                write!(
                    f,
                    "network file too long: {found} bytes, expected {expected}"
                )
            }
            NetError::BadShape(what) => write!(f, "unusable network shape: {what}"),
            NetError::Io(e) => write!(f, "cannot read network file: {e}"),
        }
    }
}

impl std::error::Error for NetError {}

/// One convolution with its weights laid out `[dy][dx][in][out]`.
#[derive(Clone, Debug)]
struct Conv {
    inputs: usize,
    outputs: usize,
    kernel: usize,
    weights: Vec<f32>,
    bias: Vec<f32>,
}

/// A trained policy network.
#[derive(Clone)]
pub struct PolicyNet {
    channels: usize,
    /// The input convolution, then two a block.
    convs: Vec<Conv>,
    head: Vec<f32>,
    head_bias: f32,
    ln_weight: f32,
}

impl fmt::Debug for PolicyNet {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(
            f,
            "PolicyNet({} channels, {} blocks)",
            self.channels,
            self.blocks()
        )
    }
}

/// Reusable buffers for evaluations.
#[derive(Default)]
pub struct NetScratch {
    input: Vec<f32>,
    h: Vec<f32>,
    t: Vec<f32>,
    u: Vec<f32>,
}

/// Reads little-endian values off a byte slice.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    /// The four header numbers after the magic: (planes, channels, blocks, kernel).
    fn header(bytes: &[u8]) -> (Reader<'_>, [usize; 4]) {
        let mut r = Reader {
            bytes,
            at: MAGIC.len(),
        };
        let shape = [(); 4].map(|_| r.u32() as usize);
        (r, shape)
    }

    fn u32(&mut self) -> u32 {
        let v = u32::from_le_bytes(
            self.bytes[self.at..self.at + 4]
                .try_into()
                .expect("4 bytes"),
        );
        self.at += 4;
        v
    }

    fn f32s(&mut self, n: usize) -> Vec<f32> {
        let v = self.bytes[self.at..self.at + 4 * n]
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().expect("4 bytes")))
            .collect();
        self.at += 4 * n;
        v
    }

    /// A convolution stored `[out][in][k][k]` and its biases, laid out for the hot loop.
    fn conv(&mut self, inputs: usize, outputs: usize, kernel: usize) -> Conv {
        let stored = self.f32s(outputs * inputs * kernel * kernel);
        let bias = self.f32s(outputs);
        let mut weights = vec![0.0; stored.len()];
        for o in 0..outputs {
            for i in 0..inputs {
                for dy in 0..kernel {
                    for dx in 0..kernel {
                        let from = ((o * inputs + i) * kernel + dy) * kernel + dx;
                        let to = ((dy * kernel + dx) * inputs + i) * outputs + o;
                        weights[to] = stored[from];
                    }
                }
            }
        }
        Conv {
            inputs,
            outputs,
            kernel,
            weights,
            bias,
        }
    }
}

impl PolicyNet {
    /// The embedded network, parsed once.
    pub fn shared() -> &'static PolicyNet {
        static NET: OnceLock<PolicyNet> = OnceLock::new();
        NET.get_or_init(|| PolicyNet::parse(EMBEDDED).expect("the embedded network parses"))
    }

    /// Read a weights file.
    pub fn load(path: &std::path::Path) -> Result<PolicyNet, NetError> {
        let bytes =
            std::fs::read(path).map_err(|e| NetError::Io(format!("{}: {e}", path.display())))?;
        PolicyNet::parse(&bytes)
    }

    /// Parse the bytes of a weights file.
    pub fn parse(bytes: &[u8]) -> Result<PolicyNet, NetError> {
        const HEADER: usize = 8 + 16;
        if bytes.len() < 8 || &bytes[..8] != MAGIC {
            return Err(NetError::BadMagic);
        }
        if bytes.len() < HEADER {
            return Err(NetError::Truncated {
                expected: HEADER,
                found: bytes.len(),
            });
        }
        let (mut r, [planes, channels, blocks, kernel]) = Reader::header(bytes);
        if planes != PLANES {
            return Err(NetError::BadShape(format!(
                "{planes} input planes, the engine makes {PLANES}"
            )));
        }
        if !(1..=512).contains(&channels) || blocks > 64 || kernel % 2 == 0 || kernel > 9 {
            return Err(NetError::BadShape(format!(
                "{channels} channels, {blocks} blocks, kernel {kernel}"
            )));
        }
        let expected = HEADER + 4 * value_count(planes, channels, blocks, kernel);
        if bytes.len() < expected {
            return Err(NetError::Truncated {
                expected,
                found: bytes.len(),
            });
        }
        if bytes.len() > expected {
            return Err(NetError::TrailingBytes {
                expected,
                found: bytes.len(),
            });
        }
        let mut convs = vec![r.conv(planes, channels, kernel)];
        for _ in 0..2 * blocks {
            convs.push(r.conv(channels, channels, 3));
        }
        let head = r.f32s(channels);
        let head_bias = r.f32s(1)[0];
        let ln_weight = r.f32s(1)[0];
        Ok(PolicyNet {
            channels,
            convs,
            head,
            head_bias,
            ln_weight,
        })
    }

    /// A network that adds nothing to the move model: every weight zero but the
    /// log-chance plane's, so its chances are the model's (to the input's rounding).
    pub fn model_only(channels: usize, blocks: usize) -> PolicyNet {
        let conv = |inputs, kernel| Conv {
            inputs,
            outputs: channels,
            kernel,
            weights: vec![0.0; inputs * channels * kernel * kernel],
            bias: vec![0.0; channels],
        };
        let mut convs = vec![conv(PLANES, 5)];
        convs.extend((0..2 * blocks).map(|_| conv(channels, 3)));
        PolicyNet {
            channels,
            convs,
            head: vec![0.0; channels],
            head_bias: 0.0,
            ln_weight: super::net_input::LN_SCALE,
        }
    }

    /// Residual blocks.
    pub fn blocks(&self) -> usize {
        (self.convs.len() - 1) / 2
    }

    /// Channels of the hidden layers.
    pub fn channels(&self) -> usize {
        self.channels
    }

    /// One logit a point (row by row) for the `PLANES` x n x n `input` of a board of
    /// side `n`; minus infinity where the input marks no candidate.
    pub fn logits(&self, input: &[f32], n: usize, scratch: &mut NetScratch) -> Vec<f32> {
        assert_eq!(
            input.len(),
            PLANES * n * n,
            "input planes of a {n}x{n} board"
        );
        let pad = self.convs[0].kernel / 2;
        let side = n + 2 * pad;
        let c = self.channels;
        // The input, point by point, into a zero-padded grid.
        let a = &mut scratch.input;
        a.clear();
        a.resize(side * side * PLANES, 0.0);
        for plane in 0..PLANES {
            for y in 0..n {
                for x in 0..n {
                    a[((y + pad) * side + x + pad) * PLANES + plane] =
                        input[(plane * n + y) * n + x];
                }
            }
        }
        for buf in [&mut scratch.h, &mut scratch.t, &mut scratch.u] {
            buf.clear();
            buf.resize(side * side * c, 0.0);
        }
        let (h, t, u) = (&mut scratch.h, &mut scratch.t, &mut scratch.u);
        convolve(&self.convs[0], a, h, n, pad, None);
        for block in self.convs[1..].chunks(2) {
            convolve(&block[0], h, t, n, pad, None);
            convolve(&block[1], t, u, n, pad, Some(h));
            std::mem::swap(h, u);
        }
        let b = &scratch.h;
        let area = n * n;
        let mut logits = vec![0.0; area];
        for y in 0..n {
            for x in 0..n {
                let i = y * n + x;
                if input[CANDIDATE_PLANE * area + i] == 0.0 {
                    logits[i] = f32::NEG_INFINITY;
                    continue;
                }
                let h = &b[((y + pad) * side + x + pad) * c..][..c];
                let dot: f32 = h.iter().zip(&self.head).map(|(v, w)| v * w).sum();
                logits[i] = dot + self.head_bias + self.ln_weight * input[LN_PLANE * area + i];
            }
        }
        logits
    }

    /// The network's chance of every point (row by row), a softmax over the candidates;
    /// all zero where the input marks no candidate at all.
    pub fn chances(&self, input: &[f32], n: usize, scratch: &mut NetScratch) -> Vec<f32> {
        let mut v = self.logits(input, n, scratch);
        let max = v.iter().copied().fold(f32::NEG_INFINITY, f32::max);
        if max == f32::NEG_INFINITY {
            v.fill(0.0);
            return v;
        }
        let mut total = 0.0;
        for x in v.iter_mut() {
            *x = (*x - max).exp();
            total += *x;
        }
        for x in v.iter_mut() {
            *x /= total;
        }
        v
    }
}

/// The f32 values of a network file of this shape: the input convolution, two 3x3
/// convolutions a block (each with biases), the head's weights and bias, the log-chance
/// weight.
fn value_count(planes: usize, channels: usize, blocks: usize, kernel: usize) -> usize {
    channels * planes * kernel * kernel
        + channels
        + blocks * 2 * (channels * channels * 9 + channels)
        + channels
        + 2
}

/// `out = relu(conv(input) + shortcut)` over the n x n points of grids padded by `pad`
/// (the padding of `out` stays zero).
fn convolve(
    conv: &Conv,
    input: &[f32],
    out: &mut [f32],
    n: usize,
    pad: usize,
    shortcut: Option<&[f32]>,
) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma") {
            // SAFETY: the processor has the features the function is compiled for.
            unsafe { convolve_avx2(conv, input, out, n, pad, shortcut) };
            return;
        }
    }
    convolve_plain(conv, input, out, n, pad, shortcut);
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn convolve_avx2(
    conv: &Conv,
    input: &[f32],
    out: &mut [f32],
    n: usize,
    pad: usize,
    shortcut: Option<&[f32]>,
) {
    convolve_plain(conv, input, out, n, pad, shortcut);
}

#[inline(always)]
fn convolve_plain(
    conv: &Conv,
    input: &[f32],
    out: &mut [f32],
    n: usize,
    pad: usize,
    shortcut: Option<&[f32]>,
) {
    // With the output width known when compiling, the sums live in registers.
    match conv.outputs {
        32 => convolve_sized::<32>(conv, input, out, n, pad, shortcut),
        64 => convolve_sized::<64>(conv, input, out, n, pad, shortcut),
        _ => convolve_sized::<0>(conv, input, out, n, pad, shortcut),
    }
}

/// [`convolve`] for `CO` outputs (0: as many as `conv` has).
#[inline(always)]
fn convolve_sized<const CO: usize>(
    conv: &Conv,
    input: &[f32],
    out: &mut [f32],
    n: usize,
    pad: usize,
    shortcut: Option<&[f32]>,
) {
    let side = n + 2 * pad;
    let (ci, co, k) = (conv.inputs, conv.outputs, conv.kernel);
    debug_assert!(CO == 0 || CO == co);
    let reach = k / 2;
    let mut fixed = [0.0f32; CO];
    let mut any = vec![0.0f32; if CO == 0 { co } else { 0 }];
    let acc: &mut [f32] = if CO == 0 { &mut any } else { &mut fixed };
    for y in 0..n {
        for x in 0..n {
            acc.copy_from_slice(&conv.bias);
            for dy in 0..k {
                for dx in 0..k {
                    let (py, px) = (y + pad + dy - reach, x + pad + dx - reach);
                    let src = &input[(py * side + px) * ci..][..ci];
                    let w = &conv.weights[(dy * k + dx) * ci * co..][..ci * co];
                    for (&s, row) in src.iter().zip(w.chunks_exact(co)) {
                        if s == 0.0 {
                            continue;
                        }
                        for (a, &wv) in acc.iter_mut().zip(row) {
                            *a += s * wv;
                        }
                    }
                }
            }
            let at = ((y + pad) * side + x + pad) * co;
            let dst = &mut out[at..at + co];
            match shortcut {
                Some(s) => {
                    for ((d, &a), &s) in dst.iter_mut().zip(&*acc).zip(&s[at..at + co]) {
                        *d = (a + s).max(0.0);
                    }
                }
                None => {
                    for (d, &a) in dst.iter_mut().zip(&*acc) {
                        *d = a.max(0.0);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small network file with weights from a simple generator.
    fn tiny_file(channels: usize, blocks: usize, kernel: usize) -> Vec<u8> {
        let values = value_count(PLANES, channels, blocks, kernel);
        let mut bytes = MAGIC.to_vec();
        for v in [PLANES, channels, blocks, kernel] {
            bytes.extend_from_slice(&(v as u32).to_le_bytes());
        }
        let mut state = 12345u32;
        for _ in 0..values {
            state = state.wrapping_mul(1664525).wrapping_add(1013904223);
            let v = (state >> 8) as f32 / (1u32 << 24) as f32 - 0.5;
            bytes.extend_from_slice(&(v * 0.4).to_le_bytes());
        }
        bytes
    }

    /// The network computed the slow, obvious way from the file's own layout.
    fn reference(bytes: &[u8], input: &[f32], n: usize) -> Vec<f32> {
        let (mut r, [planes, c, blocks, k]) = Reader::header(bytes);
        let conv = |r: &mut Reader, x: &[f32], cin: usize, k: usize| -> Vec<f32> {
            let w = r.f32s(c * cin * k * k);
            let b = r.f32s(c);
            let mut out = vec![0.0; c * n * n];
            for o in 0..c {
                for y in 0..n as i64 {
                    for xx in 0..n as i64 {
                        let mut s = b[o];
                        for i in 0..cin {
                            for dy in 0..k as i64 {
                                for dx in 0..k as i64 {
                                    let (sy, sx) = (y + dy - k as i64 / 2, xx + dx - k as i64 / 2);
                                    if sy < 0 || sx < 0 || sy >= n as i64 || sx >= n as i64 {
                                        continue;
                                    }
                                    s += w[((o * cin + i) * k + dy as usize) * k + dx as usize]
                                        * x[(i * n + sy as usize) * n + sx as usize];
                                }
                            }
                        }
                        out[(o * n + y as usize) * n + xx as usize] = s;
                    }
                }
            }
            out
        };
        let relu = |v: Vec<f32>| v.into_iter().map(|x| x.max(0.0)).collect::<Vec<_>>();
        let mut h = relu(conv(&mut r, input, planes, k));
        for _ in 0..blocks {
            let t = relu(conv(&mut r, &h, c, 3));
            let u = conv(&mut r, &t, c, 3);
            h = relu(h.iter().zip(&u).map(|(a, b)| a + b).collect());
        }
        let hw = r.f32s(c);
        let hb = r.f32s(1)[0];
        let lw = r.f32s(1)[0];
        (0..n * n)
            .map(|i| {
                if input[CANDIDATE_PLANE * n * n + i] == 0.0 {
                    return f32::NEG_INFINITY;
                }
                (0..c).map(|o| hw[o] * h[o * n * n + i]).sum::<f32>()
                    + hb
                    + lw * input[LN_PLANE * n * n + i]
            })
            .collect()
    }

    #[test]
    fn the_fast_convolutions_agree_with_the_obvious_ones() {
        // Any width, and the widths compiled with their sums in registers.
        for channels in [6, 32, 64] {
            agrees_with_the_obvious_convolutions(channels);
        }
    }

    fn agrees_with_the_obvious_convolutions(channels: usize) {
        let n = 5;
        let bytes = tiny_file(channels, 2, 5);
        let net = PolicyNet::parse(&bytes).unwrap();
        let mut input: Vec<f32> = (0..PLANES * n * n)
            .map(|i| ((i * 7) % 3) as f32 * 0.5)
            .collect();
        input[CANDIDATE_PLANE * n * n + 3] = 0.0;
        let fast = net.logits(&input, n, &mut NetScratch::default());
        let slow = reference(&bytes, &input, n);
        for (i, (a, b)) in fast.iter().zip(&slow).enumerate() {
            if b.is_infinite() {
                assert!(a.is_infinite() && *a < 0.0, "point {i}");
            } else {
                assert!(
                    (a - b).abs() < 1e-4 * (1.0 + b.abs()),
                    "point {i}: {a} vs {b}"
                );
            }
        }
        assert_eq!(fast[3], f32::NEG_INFINITY);
        let chances = net.chances(&input, n, &mut NetScratch::default());
        assert!((chances.iter().sum::<f32>() - 1.0).abs() < 1e-4);
        assert_eq!(chances[3], 0.0);
    }

    #[test]
    fn malformed_files_are_refused_with_a_reason() {
        let good = tiny_file(4, 1, 3);
        assert!(PolicyNet::parse(&good).is_ok());
        assert_eq!(
            PolicyNet::parse(b"GARBAGE!").unwrap_err(),
            NetError::BadMagic
        );
        assert!(matches!(
            PolicyNet::parse(&good[..good.len() - 3]),
            Err(NetError::Truncated { .. })
        ));
        assert!(matches!(
            PolicyNet::parse(&good[..12]),
            Err(NetError::Truncated { .. })
        ));
        let mut long = good.clone();
        long.push(0);
        assert!(matches!(
            PolicyNet::parse(&long),
            Err(NetError::TrailingBytes { .. })
        ));
        let mut wrong = good.clone();
        wrong[8] = 7;
        assert!(matches!(
            PolicyNet::parse(&wrong),
            Err(NetError::BadShape(_))
        ));
        let err = PolicyNet::parse(&good[..good.len() - 3]).unwrap_err();
        assert!(err.to_string().contains("truncated"), "{err}");
        assert!(matches!(
            PolicyNet::load(std::path::Path::new("/no/such/net")),
            Err(NetError::Io(_))
        ));
    }
}
