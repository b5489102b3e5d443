pub mod intersect;
pub mod subtract;
pub mod union;
