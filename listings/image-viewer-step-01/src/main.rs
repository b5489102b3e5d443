fn main() {
    // 这一步只确认依赖能够下载并编译通过，窗口会在下一步出现。
    println!("makepad-widgets 已经就绪，下一步开始创建窗口。");
}
