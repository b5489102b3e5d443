pub mod constants;
pub mod gauss_shadow;
pub mod math;
pub mod math_random;
pub mod pal;
pub mod pal_hsv;
