pub mod notes_list;
