pub mod inbox_card;
