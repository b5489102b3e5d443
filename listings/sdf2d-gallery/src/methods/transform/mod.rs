pub mod rotate;
pub mod scale;
pub mod translate;
