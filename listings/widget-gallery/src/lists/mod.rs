pub mod portal_list;
pub mod portal_list2;
pub mod flat_list;
pub mod file_tree;
