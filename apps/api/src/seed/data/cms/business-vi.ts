import type { BusinessTexts } from './business-texts';

export const businessVi: BusinessTexts = {
  askForQuote: 'Yêu cầu báo giá',
  allStories: 'Đọc câu chuyện thành công của khách hàng',
  allProducts: 'Xem sản phẩm tạo hương cho doanh nghiệp',
  allPressReleases: 'Tất cả thông cáo báo chí',
  specsHeading: 'Thông số kỹ thuật',
  specsColumns: ['Thông số', 'Giá trị'],
  homeScentsHeading: 'Cùng những mùi hương ấy, cho ngôi nhà',
  pressAboutHtml:
    '<h2>Về Atelier Scents</h2><p>Atelier Scents pha chế thủ công nước hoa, nến thơm và hương thơm cho nhà tại Singapore từ năm 2016. Dịch vụ tạo hương cho doanh nghiệp của Atelier Scents thiết kế mùi hương đặc trưng cho khách sạn, cửa hàng, văn phòng và không gian chăm sóc sức khỏe tại Singapore, Việt Nam, Hàn Quốc, Các Tiểu vương quốc Ả Rập Thống nhất và Hoa Kỳ.</p><p>Liên hệ báo chí: <a href="mailto:press@atelier-scents.example" rel="noopener">press@atelier-scents.example</a></p>',
  landing: {
    title: 'Marketing bằng mùi hương cho doanh nghiệp',
    seoDescription:
      'Mùi hương đặc trưng và máy khuếch tán hương cho khách sạn, bán lẻ, văn phòng và spa, do Atelier Scents thiết kế, lắp đặt và châm tinh dầu định kỳ.',
    heroHeading: 'Một mùi hương khách hàng luôn nhớ',
    heroBody:
      'Chúng tôi thiết kế mùi hương riêng cho không gian của bạn, lắp đặt máy khuếch tán êm ái và châm tinh dầu đúng lịch. Bạn chọn cảm xúc; phần còn lại để chúng tôi lo.',
    sectorsHeading: 'Mùi hương mang lại gì cho không gian của bạn',
    sectorsHtml:
      '<h3>Khách sạn</h3><p>Mùi hương sảnh chào đón khách ngay khi cửa mở và trở thành một phần ký ức về kỳ lưu trú.</p><h3>Bán lẻ</h3><p>Một mùi hương hợp với thương hiệu giúp khách ở lại lâu hơn và gắn cửa hàng với những món đồ họ mang về.</p><h3>Văn phòng</h3><p>Những nốt hương nhẹ, tươi mát khiến phòng họp và khu làm việc mở trở nên chỉn chu mà không làm ai xao nhãng.</p><h3>Chăm sóc sức khỏe</h3><p>Spa, studio và phòng khám dùng mùi hương tự nhiên, dịu nhẹ để khách thư giãn ngay từ hơi thở đầu tiên.</p>',
    stepsHtml:
      '<h2>Quy trình làm việc</h2><h3>1. Tìm hiểu</h3><p>Chuyên gia thiết kế mùi hương đến thăm không gian của bạn, tìm hiểu thương hiệu và mời bạn thử một số accord chọn lọc.</p><h3>2. Thiết kế và lắp đặt</h3><p>Chúng tôi pha chế mùi hương đặc trưng, chọn máy phù hợp với diện tích và lắp đặt trong một lần đến.</p><h3>3. Châm dầu và điều chỉnh</h3><p>Chúng tôi châm tinh dầu đúng lịch và điều chỉnh cường độ theo mùa, để mùi hương luôn vừa vặn, không bao giờ quá nồng.</p>',
    stepsImageAlt: 'Bộ khuếch tán hương Vườn Bách Thảo trên quầy lễ tân khách sạn',
    quote: {
      text: 'Khách hỏi về mùi hương ở sảnh trước cả khi hỏi mật khẩu Wi-Fi. Nó đã trở thành một phần của khách sạn.',
      author: 'Grace Tan',
      role: 'Tổng quản lý, khách sạn The Orchid House, Singapore',
    },
    faqHeading: 'Câu hỏi từ doanh nghiệp',
    faq: [
      {
        q: 'Các bạn có thể tạo hương cho không gian rộng bao nhiêu?',
        a: 'Từ một phòng trị liệu đến cả một khách sạn. Một máy khuếch tán phủ hương đến 500 m²; không gian lớn hơn dùng nhiều máy nối với hệ thống điều hòa.',
      },
      {
        q: 'Tinh dầu có an toàn không?',
        a: 'Tất cả tinh dầu của chúng tôi tuân theo tiêu chuẩn IFRA, không chứa phthalate và kèm phiếu an toàn hóa chất cho đội quản lý tòa nhà.',
      },
      {
        q: 'Chúng tôi có phải mua máy không?',
        a: 'Bạn có thể mua hoặc thuê máy kèm gói châm dầu hằng tháng. Hãy yêu cầu báo giá, chúng tôi sẽ so sánh cả hai phương án cho bạn.',
      },
    ],
  },
  successStories: {
    'orchid-house-hotel': {
      title: 'Khách sạn The Orchid House, Singapore: một sảnh khách khó quên',
      seoDescription:
        'Cách một khách sạn boutique 48 phòng ở Singapore tạo mùi hương đặc trưng trà trắng và gừng cho sảnh và hành lang.',
      imageAlt: 'Bộ khuếch tán hương Trà trắng & Gừng',
      imageCaption: 'Trà trắng & Gừng, mùi hương của sảnh khách sạn',
      challengeHtml:
        '<h2>Thách thức</h2><p>The Orchid House là khách sạn boutique 48 phòng trong một dãy nhà phố cổ được trùng tu. Sau khi cải tạo, sảnh trông mới nhưng lại có mùi sơn và máy lạnh, và các đánh giá trực tuyến gọi nơi này là “thiếu cá tính”.</p>',
      solutionHtml:
        '<h2>Giải pháp</h2><p>Chuyên gia của chúng tôi tạo ra một hỗn hợp nhẹ nhàng gồm <strong>trà trắng, gừng và một chút lá dứa</strong>, hòa hợp với gạch bông Peranakan của khách sạn. Hai máy khuếch tán nối với hệ thống điều hòa tạo hương cho sảnh và hành lang; bộ khuếch tán que gỗ mang cùng mùi hương vào từng phòng.</p>',
      resultsHtml:
        '<h2>Kết quả</h2><ul><li>Trong bốn tháng, “mùi thơm dễ chịu” trở thành cụm từ xuất hiện nhiều thứ ba trong đánh giá của khách.</li><li>Bộ khuếch tán que gỗ bán tại quầy lễ tân mang lại khoảng 40 đơn mỗi tháng.</li><li>Mỗi tháng một lần châm dầu, nhân viên khách sạn không phải làm gì thêm.</li></ul>',
      quote: {
        text: 'Khách hỏi về mùi hương ở sảnh trước cả khi hỏi mật khẩu Wi-Fi.',
        author: 'Grace Tan',
        role: 'Tổng quản lý, khách sạn The Orchid House',
      },
    },
    'maison-linh-flagship': {
      title: 'Maison Linh, TP. Hồ Chí Minh: cửa hàng flagship có mùi hương riêng',
      seoDescription:
        'Cách một thương hiệu thời trang Việt tạo hương cho cửa hàng flagship ba tầng trên đường Đồng Khởi và giữ chân khách lâu hơn.',
      imageAlt: 'Bộ khuếch tán hương Vườn Bách Thảo',
      imageCaption: 'Một accord xanh, hương hoa gần với Vườn Bách Thảo',
      challengeHtml:
        '<h2>Thách thức</h2><p>Maison Linh khai trương cửa hàng flagship ba tầng trên đường Đồng Khởi. Đội ngũ muốn mỗi tầng đều mang cùng tinh thần thương hiệu, từ lối vào mặt đường đến phòng thử đồ, giữa cái nóng và độ ẩm của Sài Gòn.</p>',
      solutionHtml:
        '<h2>Giải pháp</h2><p>Chúng tôi thiết kế một mùi hương xanh tươi mát từ <strong>hoa sen, lá sung và cỏ hương bài</strong>, đậm hơn ở lối vào và dịu hơn ở phòng thử đồ. Một máy khuếch tán phục vụ tầng trệt; các máy nhỏ gọn phủ hương cho các tầng trên.</p>',
      resultsHtml:
        '<h2>Kết quả</h2><ul><li>Thời gian khách ở lại trung bình tăng sáu phút trong quý đầu tiên.</li><li>Mùi hương nay được bán dưới dạng xịt phòng tại quầy thu ngân.</li><li>Một năm sau, cùng mùi hương được lắp đặt tại cửa hàng của thương hiệu ở Hà Nội.</li></ul>',
      quote: {
        text: 'Khách nói cửa hàng có mùi giống như cảm giác quần áo của chúng tôi mang lại. Đó chính xác là điều chúng tôi mong muốn.',
        author: 'Nguyễn Thùy Linh',
        role: 'Nhà sáng lập kiêm Giám đốc sáng tạo, Maison Linh',
      },
    },
    'hive-commons-seoul': {
      title: 'Hive Commons, Seoul: văn phòng chia sẻ tươi mát hơn',
      seoDescription:
        'Cách một không gian làm việc chung rộng 1.200 m² ở Seoul dùng hương sả nhẹ để các tầng chung luôn tươi mát cả ngày.',
      imageAlt: 'Tinh dầu thơm phòng hương sả',
      imageCaption: 'Sả và bạc hà, châm lại mỗi tháng',
      challengeHtml:
        '<h2>Thách thức</h2><p>Hive Commons vận hành không gian làm việc chung rộng 1.200 m² ở Seongsu-dong, với gian bếp nằm giữa sàn. Đến chiều, mùi đồ ăn trưa lan tới khu yên tĩnh và các thành viên phàn nàn.</p>',
      solutionHtml:
        '<h2>Giải pháp</h2><p>Chúng tôi chọn một mùi hương sạch từ <strong>sả, bạc hà và gỗ tuyết tùng</strong>, trung hòa mùi thức ăn mà bản thân không gây chú ý. Ba máy khuếch tán chạy theo lịch: mạnh hơn sau bữa trưa, tắt vào ban đêm và cuối tuần.</p>',
      resultsHtml:
        '<h2>Kết quả</h2><ul><li>Phàn nàn về mùi ở khu yên tĩnh chấm dứt ngay từ tháng đầu tiên.</li><li>Mức hài lòng của thành viên về “không gian” tăng từ 7,1 lên 8,4 trên 10.</li><li>Nhờ chạy theo lịch, lượng tinh dầu dùng ít hơn 30% so với dự kiến.</li></ul>',
      quote: {
        text: 'Không ai để ý đến mùi hương, và đó chính là mục đích: mọi người chỉ nói văn phòng thật thoáng.',
        author: 'Park Ji-won',
        role: 'Trưởng nhóm cộng đồng, Hive Commons',
      },
    },
  },
  pressReleases: {
    'business-scenting-launch': {
      title: 'Atelier Scents ra mắt dịch vụ tạo hương cho khách sạn, cửa hàng và văn phòng (15/9/2025)',
      seoDescription:
        'Atelier Scents mang hương thơm pha chế thủ công đến doanh nghiệp với mùi hương đặc trưng, máy khuếch tán và gói châm dầu.',
      html: '<p><strong>SINGAPORE, ngày 15 tháng 9 năm 2025</strong> – Atelier Scents, thương hiệu nước hoa Singapore nổi tiếng với các workshop nước hoa, hôm nay ra mắt dịch vụ tạo hương cho doanh nghiệp dành cho khách sạn, bán lẻ, văn phòng và không gian chăm sóc sức khỏe.</p><p>Doanh nghiệp giờ đây có thể đặt một mùi hương đặc trưng được pha chế tại xưởng ở Haji Lane và khuếch tán bằng máy êm ái, mỗi máy phủ hương đến 500 m². Chuyên gia thiết kế mùi hương sẽ đến gặp từng khách hàng trước khi pha chế lần đầu.</p><p>“Khách workshop liên tục hỏi liệu văn phòng hay cửa hàng của họ có thể thơm như chai nước hoa họ tự làm không,” nhà sáng lập Atelier Scents chia sẻ. “Giờ thì có thể rồi.”</p>',
    },
    'dubai-showroom': {
      title: 'Atelier Scents khai trương phòng trưng bày tạo hương doanh nghiệp tại Dubai (10/2/2026)',
      seoDescription:
        'Phòng trưng bày mới tại Dubai giúp khách sạn và nhà bán lẻ ở UAE ngửi thử và trải nghiệm mùi hương đặc trưng trước khi chọn.',
      html: '<p><strong>DUBAI, ngày 10 tháng 2 năm 2026</strong> – Atelier Scents hôm nay khai trương phòng trưng bày tạo hương doanh nghiệp cạnh xưởng của mình tại Dubai, phòng trưng bày đầu tiên dành riêng cho khách hàng doanh nghiệp bên ngoài Singapore.</p><p>Đội ngũ khách sạn, bán lẻ và bất động sản có thể đặt lịch để thử hơn 60 accord, trong đó có các hỗn hợp trầm hương, hoa hồng và nghệ tây dành riêng cho khu vực, đồng thời xem máy khuếch tán hoạt động thực tế.</p><ul><li>Mở cửa từ Chủ nhật đến thứ Năm, theo lịch hẹn.</li><li>Tư vấn bằng tiếng Ả Rập và tiếng Anh.</li></ul>',
    },
    'refill-programme': {
      title: 'Atelier Scents giới thiệu chương trình châm lại tinh dầu cho doanh nghiệp (3/6/2026)',
      seoDescription:
        'Khách hàng doanh nghiệp giờ có thể trả lại chai tinh dầu rỗng để châm lại, giảm rác thải bao bì ở mọi thị trường.',
      html: '<p><strong>TP. HỒ CHÍ MINH, ngày 3 tháng 6 năm 2026</strong> – Atelier Scents hôm nay giới thiệu chương trình châm lại cho dòng tinh dầu doanh nghiệp 500 ml tại cả năm thị trường.</p><p>Chai nhôm rỗng được thu gom trong mỗi lần châm dầu, làm sạch và châm lại tại xưởng. Mỗi chai có thể dùng lại ít nhất mười lần, và khách hàng trả ít hơn cho một chai châm lại so với chai mới.</p><p>Chương trình bắt đầu tại Việt Nam, nơi lượng khách hàng doanh nghiệp của công ty tăng nhanh nhất năm qua, và sẽ có mặt ở mọi thị trường trước cuối năm 2026.</p>',
    },
  },
  products: {
    'scent-machine-500': {
      title: 'Máy khuếch tán hương Atelier Pro 500',
      seoDescription:
        'Máy khuếch tán hương êm, lập trình được, cho không gian đến 500 m², nối với điều hòa hoặc đặt độc lập.',
      intro:
        'Dòng máy mạnh nhất của chúng tôi: tạo hương cho sảnh, cửa hàng và văn phòng mở đến 500 m² từ một vị trí.',
      html: '<p>Atelier Pro 500 biến tinh dầu thành làn sương khô, vô hình bằng công nghệ khuếch tán khí lạnh: không nhiệt, không nước và không để lại vết trên đồ nội thất.</p><ul><li>Nối với đường ống điều hòa hoặc đặt độc lập.</li><li>Lịch hằng tuần với tối đa năm khung giờ mỗi ngày.</li><li>Điều khiển bằng ứng dụng điện thoại hoặc nút bấm trên máy.</li></ul><p>Mọi báo giá đều đã bao gồm lắp đặt, cài đặt và lần châm dầu đầu tiên.</p>',
      specs: [
        ['Diện tích phủ hương', 'Đến 500 m²'],
        ['Dung tích tinh dầu', '500 ml'],
        ['Lượng dầu tiêu thụ', 'Khoảng 500 ml mỗi tháng ở cường độ trung bình'],
        ['Nguồn điện', '100–240 V, 12 W'],
        ['Kích thước', '38 × 24 × 12 cm'],
        ['Trọng lượng', '4,2 kg'],
        ['Độ ồn', 'Dưới 30 dB'],
        ['Điều khiển', 'Ứng dụng (Bluetooth và Wi-Fi) và nút bấm'],
      ],
      imageAlt: 'Máy khuếch tán hương Atelier Pro 500',
    },
    'compact-diffuser': {
      title: 'Máy khuếch tán nhỏ gọn Atelier Compact',
      seoDescription:
        'Máy khuếch tán nhỏ, êm cho cửa hàng, phòng trị liệu và phòng họp đến 100 m², dùng điện hoặc pin.',
      intro:
        'Dành cho phòng nhỏ hơn: cùng công nghệ khuếch tán khí lạnh trong một chiếc máy chỉ bằng cuốn sách.',
      html: '<p>Atelier Compact đặt vừa trên kệ, quầy lễ tân hoặc giá treo tường. Máy chạy bằng điện hoặc pin sạc tích hợp đến hai tuần.</p><ul><li>Lý tưởng cho phòng thử đồ, phòng trị liệu spa và phòng họp.</li><li>Ba mức cường độ và hẹn giờ.</li><li>Dùng chung tinh dầu với Atelier Pro 500, để một mùi hương xuyên suốt mọi phòng.</li></ul>',
      specs: [
        ['Diện tích phủ hương', 'Đến 100 m²'],
        ['Dung tích tinh dầu', '100 ml'],
        ['Lượng dầu tiêu thụ', 'Khoảng 100 ml mỗi tháng ở cường độ trung bình'],
        ['Nguồn điện', 'USB-C, 5 V; pin dùng đến 14 ngày'],
        ['Kích thước', '20 × 9 × 9 cm'],
        ['Trọng lượng', '0,8 kg'],
        ['Độ ồn', 'Dưới 25 dB'],
        ['Điều khiển', 'Nút bấm ba mức và hẹn giờ'],
      ],
      imageAlt: 'Máy khuếch tán nhỏ gọn Atelier Compact',
    },
    'oil-refill-500ml': {
      title: 'Tinh dầu doanh nghiệp châm lại, 500 ml',
      seoDescription:
        'Tinh dầu cô đặc cho máy khuếch tán của chúng tôi: mùi hương riêng của bạn hoặc của chúng tôi, đạt chuẩn IFRA, trong chai hoàn trả được.',
      intro:
        'Tinh dầu cho máy của bạn: mùi hương đặc trưng riêng hoặc một mùi hương của nhà Atelier, châm lại đúng lịch.',
      html: '<p>Mỗi lần châm lại đều được pha chế thủ công tại xưởng theo cùng một công thức, để không gian của bạn luôn giữ đúng mùi hương.</p><ul><li>Mùi hương đặc trưng của bạn hoặc bất kỳ mùi nào trong dòng hương thơm cho nhà.</li><li>Đạt chuẩn IFRA, không chứa phthalate, kèm phiếu an toàn hóa chất.</li><li>Giao trong chai nhôm có thể hoàn trả.</li></ul>',
      specs: [
        ['Dung tích', '500 ml'],
        ['Thời gian dùng', 'Khoảng một tháng trong Atelier Pro 500 ở cường độ trung bình'],
        ['Dùng cho', 'Atelier Pro 500 và Atelier Compact'],
        ['Thành phần', 'Tinh dầu hương trong nền dầu thực vật, đạt chuẩn IFRA'],
        ['Chai', 'Nhôm, hoàn trả và châm lại được'],
        ['Kích thước', '20 × 7 cm (chai)'],
      ],
      imageAlt: 'Tinh dầu thơm phòng Trà Trắng, một trong các mùi hương có sẵn để châm lại',
    },
  },
  sustainability: {
    title: 'Tạo hương có trách nhiệm',
    seoDescription:
      'Cách Atelier Scents giữ cho dịch vụ tạo hương doanh nghiệp ít rác thải: chai châm lại được, tinh dầu an toàn và máy tiết kiệm.',
    introHtml:
      '<h2>Cách chúng tôi làm</h2><p>Một mùi hương đẹp không nên trả giá bằng hành tinh. Chúng tôi pha tinh dầu theo mẻ nhỏ tại Singapore, vận chuyển trong chai hoàn trả được và cài đặt mỗi máy chỉ dùng lượng dầu mà không gian cần.</p>',
    imageAlt: 'Tinh dầu thơm phòng hương sả trong chai châm lại được',
    refillHtml:
      '<h2>Châm lại, đừng thay mới</h2><p>Mỗi chai tinh dầu doanh nghiệp 500 ml đựng trong chai nhôm mà chúng tôi thu về, làm sạch và châm lại ở lần đến tiếp theo. Mỗi chai được dùng lại ít nhất mười lần.</p>',
    commitmentsHtml:
      '<h2>Những gì chúng tôi đang làm</h2><ul><li>Mọi loại tinh dầu đều tuân theo tiêu chuẩn IFRA và không chứa phthalate.</li><li>Máy được hẹn giờ tắt vào ban đêm và những ngày nghỉ.</li><li>Chỉ dùng bao bì bìa cứng, không dùng xốp nhựa.</li></ul>',
  },
};
