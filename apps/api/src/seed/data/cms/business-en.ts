import type { BusinessTexts, SustainabilityTexts } from './business-texts';

export const businessEn: BusinessTexts = {
  askForQuote: 'Ask for a quote',
  allStories: 'Read our success stories',
  allProducts: 'See our scenting products',
  allPressReleases: 'All press releases',
  specsHeading: 'Specifications',
  specsColumns: ['Specification', 'Value'],
  homeScentsHeading: 'The same scents, for the home',
  pressAboutHtml:
    '<h2>About Atelier Scents</h2><p>Atelier Scents blends perfumes, candles and home fragrance by hand in Singapore since 2016. Its business scenting service designs signature scents for hotels, shops, offices and wellness spaces in Singapore, Vietnam, South Korea, the United Arab Emirates and the United States.</p><p>Media enquiries: <a href="mailto:press@atelier-scents.example" rel="noopener">press@atelier-scents.example</a></p>',
  landing: {
    title: 'Scent marketing for your business',
    seoDescription:
      'Signature scents and scent machines for hotels, retail, offices and wellness spaces, designed, installed and refilled by Atelier Scents.',
    heroHeading: 'A scent your guests remember',
    heroBody:
      'We design a signature scent for your space, install quiet scent machines and refill them on schedule. You choose the feeling; we take care of the rest.',
    sectorsHeading: 'What scent does for your space',
    sectorsHtml:
      '<h3>Hotels</h3><p>A lobby scent welcomes guests the moment the doors open and becomes part of how they remember their stay.</p><h3>Retail</h3><p>A scent that matches your brand makes customers stay longer and links the store to the products they take home.</p><h3>Offices</h3><p>Fresh, light notes make meeting rooms and open floors feel cared for, without distracting anyone.</p><h3>Wellness</h3><p>Spas, studios and clinics use calm, natural scents to help clients relax from the first breath.</p>',
    stepsHtml:
      '<h2>How it works</h2><h3>1. Discover</h3><p>A scent designer visits your space, learns about your brand and lets you smell a short list of accords.</p><h3>2. Design and install</h3><p>We blend your signature scent, choose the right machines for your square metres and install them in one visit.</p><h3>3. Refill and adjust</h3><p>We refill the oil on schedule and adjust the intensity by season, so the scent is always right and never too strong.</p>',
    stepsImageAlt: 'Botanic Garden reed diffuser on a hotel reception desk',
    quote: {
      text: 'Guests ask about our lobby scent before they ask for the Wi-Fi password. It has become part of the hotel.',
      author: 'Grace Tan',
      role: 'General Manager, The Orchid House Hotel, Singapore',
    },
    faqHeading: 'Questions from businesses',
    faq: [
      {
        q: 'How large a space can you scent?',
        a: 'From a single treatment room to a whole hotel. One scent machine covers up to 500 m²; larger spaces use several, connected to the air conditioning.',
      },
      {
        q: 'Are the oils safe?',
        a: 'All our oils follow the IFRA standards, are free of phthalates and come with a safety data sheet for your facilities team.',
      },
      {
        q: 'Do we have to buy the machines?',
        a: 'You can buy them or rent them with a monthly refill plan. Ask for a quote and we will compare both for you.',
      },
    ],
  },
  successStories: {
    'orchid-house-hotel': {
      title: 'The Orchid House Hotel, Singapore: a lobby guests remember',
      seoDescription:
        'How a 48-room boutique hotel in Singapore gave its lobby and corridors a signature scent of white tea and ginger.',
      imageAlt: 'White Tea & Ginger reed diffuser',
      imageCaption: 'White Tea & Ginger, the scent of the hotel lobby',
      challengeHtml:
        '<h2>The challenge</h2><p>The Orchid House is a 48-room boutique hotel in a restored shophouse row. After a renovation, the lobby looked new but smelled of paint and air conditioning, and online reviews called it “impersonal”.</p>',
      solutionHtml:
        '<h2>The solution</h2><p>Our scent designer created a light blend of <strong>white tea, ginger and a touch of pandan</strong> that echoes the hotel’s Peranakan tiles. Two scent machines connected to the air conditioning scent the lobby and corridors; reed diffusers carry the same scent into every room.</p>',
      resultsHtml:
        '<h2>The results</h2><ul><li>“Lovely smell” became the third most common phrase in guest reviews within four months.</li><li>Reed diffusers sold at the front desk now bring in about 40 sales a month.</li><li>One refill visit a month, with no work for the hotel team.</li></ul>',
      quote: {
        text: 'Guests ask about our lobby scent before they ask for the Wi-Fi password.',
        author: 'Grace Tan',
        role: 'General Manager, The Orchid House Hotel',
      },
    },
    'maison-linh-flagship': {
      title: 'Maison Linh, Ho Chi Minh City: a flagship store with its own scent',
      seoDescription:
        'How a Vietnamese fashion label scented its three-storey flagship store on Đồng Khởi Street and kept customers in longer.',
      imageAlt: 'Botanic Garden reed diffuser',
      imageCaption: 'A green, floral accord close to Botanic Garden',
      challengeHtml:
        '<h2>The challenge</h2><p>Maison Linh opened a three-storey flagship store on Đồng Khởi Street. The team wanted each floor to feel like the same brand, from the street entrance to the fitting rooms, in the heat and humidity of Saigon.</p>',
      solutionHtml:
        '<h2>The solution</h2><p>We designed a fresh green scent of <strong>lotus, fig leaf and vetiver</strong>, with a stronger setting at the entrance and a softer one in the fitting rooms. One scent machine serves the ground floor; compact diffusers cover the upper floors.</p>',
      resultsHtml:
        '<h2>The results</h2><ul><li>Visits lasted on average six minutes longer in the first quarter.</li><li>The scent is now sold as a room spray at the checkout.</li><li>The same scent was installed in the brand’s Hanoi store a year later.</li></ul>',
      quote: {
        text: 'Customers tell us the store smells like our clothes look. That is exactly what we asked for.',
        author: 'Nguyễn Thùy Linh',
        role: 'Founder and Creative Director, Maison Linh',
      },
    },
    'hive-commons-seoul': {
      title: 'Hive Commons, Seoul: a fresher co-working office',
      seoDescription:
        'How a 1,200 m² co-working space in Seoul uses a light lemongrass scent to make its shared floors feel fresh all day.',
      imageAlt: 'Lemongrass home scent oil',
      imageCaption: 'Lemongrass and mint, refilled every month',
      challengeHtml:
        '<h2>The challenge</h2><p>Hive Commons runs a 1,200 m² co-working space in Seongsu-dong with a kitchen in the middle of the floor. By the afternoon, lunch smells reached the quiet zones, and members complained.</p>',
      solutionHtml:
        '<h2>The solution</h2><p>We chose a clean scent of <strong>lemongrass, mint and cedar</strong> that neutralises food smells without being noticed on its own. Three scent machines run on a schedule: stronger after lunch, off at night and at weekends.</p>',
      resultsHtml:
        '<h2>The results</h2><ul><li>Complaints about smells in the quiet zones stopped in the first month.</li><li>Member satisfaction with “the space” rose from 7.1 to 8.4 out of 10.</li><li>Oil use is 30% lower than planned thanks to the schedule.</li></ul>',
      quote: {
        text: 'Nobody notices the scent, and that is the point: people just say the office feels fresh.',
        author: 'Park Ji-won',
        role: 'Community Lead, Hive Commons',
      },
    },
  },
  pressReleases: {
    'business-scenting-launch': {
      title: 'Atelier Scents launches business scenting for hotels, shops and offices (15 September 2025)',
      seoDescription:
        'Atelier Scents brings its hand-blended fragrances to businesses with signature scents, scent machines and refill plans.',
      html: '<p><strong>SINGAPORE, 15 September 2025</strong> – Atelier Scents, the Singapore perfume house known for its perfume workshops, today launched a business scenting service for hotels, retail, offices and wellness spaces.</p><p>Businesses can now commission a signature scent blended in the Haji Lane atelier and have it diffused by quiet scent machines that cover up to 500 m² each. A scent designer visits every client before the first blend.</p><p>“Our workshop guests kept asking whether their office or shop could smell like the perfumes they made,” said the founder of Atelier Scents. “Now it can.”</p>',
    },
    'dubai-showroom': {
      title: 'Atelier Scents opens a business scenting showroom in Dubai (10 February 2026)',
      seoDescription:
        'A new showroom in Dubai lets hotels and retailers in the UAE smell and test signature scents before they choose.',
      html: '<p><strong>DUBAI, 10 February 2026</strong> – Atelier Scents today opened a business scenting showroom next to its atelier in Dubai, its first outside Singapore dedicated to business clients.</p><p>Hotel, retail and real-estate teams can book a session to smell a library of more than 60 accords, including oud, rose and saffron blends made for the region, and to see the scent machines at work.</p><ul><li>Open Sunday to Thursday, by appointment.</li><li>Consultations in Arabic and English.</li></ul>',
    },
    'refill-programme': {
      title: 'Atelier Scents introduces a refill programme for business scent oils (3 June 2026)',
      seoDescription:
        'Business clients can now return empty oil bottles for refilling, cutting packaging waste in every market.',
      html: '<p><strong>HO CHI MINH CITY, 3 June 2026</strong> – Atelier Scents today introduced a refill programme for its 500 ml business scent oils in all five of its markets.</p><p>Empty aluminium bottles are collected at each refill visit, cleaned and refilled in the atelier. Each bottle can be reused at least ten times, and clients pay less for a refilled bottle than for a new one.</p><p>The programme starts in Vietnam, where the company’s business clients grew fastest last year, and will cover every market by the end of 2026.</p>',
    },
  },
  products: {
    'scent-machine-500': {
      title: 'Atelier Pro 500 scent machine',
      seoDescription:
        'A quiet, programmable scent machine for spaces up to 500 m², connected to your air conditioning or free-standing.',
      intro:
        'Our most powerful machine: it scents lobbies, stores and open-plan offices up to 500 m² from one place.',
      html: '<p>The Atelier Pro 500 turns scent oil into a dry, invisible mist with cold-air diffusion: no heat, no water and no residue on furniture.</p><ul><li>Connects to your air-conditioning ducts or stands on its own.</li><li>Weekly schedule with up to five time slots a day.</li><li>Controlled from a phone app or the buttons on the machine.</li></ul><p>Installation, set-up and the first refill are included in every quote.</p>',
      specs: [
        ['Coverage', 'Up to 500 m²'],
        ['Oil capacity', '500 ml'],
        ['Oil use', 'About 500 ml a month at medium intensity'],
        ['Power', '100–240 V, 12 W'],
        ['Dimensions', '38 × 24 × 12 cm'],
        ['Weight', '4.2 kg'],
        ['Noise', 'Below 30 dB'],
        ['Control', 'App (Bluetooth and Wi-Fi) and buttons'],
      ],
      imageAlt: 'Atelier Pro 500 scent machine',
    },
    'compact-diffuser': {
      title: 'Atelier Compact diffuser',
      seoDescription:
        'A small, silent diffuser for shops, treatment rooms and meeting rooms up to 100 m², mains or battery powered.',
      intro: 'For smaller rooms: the same cold-air diffusion in a diffuser the size of a book.',
      html: '<p>The Atelier Compact fits on a shelf, a reception desk or a wall bracket. It runs on mains power or on its rechargeable battery for up to two weeks.</p><ul><li>Ideal for fitting rooms, spa treatment rooms and meeting rooms.</li><li>Three intensity levels and a timer.</li><li>Uses the same oils as the Atelier Pro 500, so one scent can run through every room.</li></ul>',
      specs: [
        ['Coverage', 'Up to 100 m²'],
        ['Oil capacity', '100 ml'],
        ['Oil use', 'About 100 ml a month at medium intensity'],
        ['Power', 'USB-C, 5 V; battery up to 14 days'],
        ['Dimensions', '20 × 9 × 9 cm'],
        ['Weight', '0.8 kg'],
        ['Noise', 'Below 25 dB'],
        ['Control', 'Buttons with three levels and a timer'],
      ],
      imageAlt: 'Atelier Compact diffuser',
    },
    'oil-refill-500ml': {
      title: 'Business scent oil refill, 500 ml',
      seoDescription:
        'Concentrated scent oil for our scent machines: your signature scent or one of ours, IFRA compliant, in a returnable bottle.',
      intro:
        'The oil for your machines: your own signature scent or one of our house scents, refilled on schedule.',
      html: '<p>Every refill is blended by hand in our atelier, from the same formula each time so your space always smells the same.</p><ul><li>Your signature scent or any scent of our home range.</li><li>IFRA compliant, free of phthalates, with a safety data sheet.</li><li>Delivered in a returnable aluminium bottle.</li></ul>',
      specs: [
        ['Volume', '500 ml'],
        ['Lasts', 'About one month in an Atelier Pro 500 at medium intensity'],
        ['Works with', 'Atelier Pro 500 and Atelier Compact'],
        ['Composition', 'Fragrance oil in a plant-based carrier, IFRA compliant'],
        ['Bottle', 'Aluminium, returnable and refillable'],
        ['Dimensions', '20 × 7 cm (bottle)'],
      ],
      imageAlt: 'White Tea home scent oil, one of the scents available as a refill',
    },
  },
  sustainability: {
    title: 'Scenting responsibly',
    seoDescription:
      'How Atelier Scents keeps business scenting low in waste: refillable bottles, safe oils and efficient machines.',
    introHtml:
      '<h2>Our approach</h2><p>A good scent should not cost the planet. We blend our oils in small batches in Singapore, ship them in returnable bottles and set every machine to use as little oil as the space needs.</p>',
    imageAlt: 'Lemongrass home scent oil in a refillable bottle',
    refillHtml:
      '<h2>Refill, do not replace</h2><p>Every 500 ml business oil comes in an aluminium bottle that we collect, clean and refill at your next visit. A bottle is reused at least ten times.</p>',
    commitmentsHtml:
      '<h2>What we do today</h2><ul><li>All oils follow the IFRA standards and are free of phthalates.</li><li>Machines are scheduled to stop at night and on closed days.</li><li>Cardboard packaging only, no plastic foam.</li></ul>',
  },
};

/** A newer, unpublished version of the sustainability page (sg-en only), for the preview. */
export const sustainabilityDraftEn: SustainabilityTexts = {
  title: 'Scenting responsibly: our 2027 commitments',
  seoDescription: 'Draft: the sustainability commitments Atelier Scents plans for 2027.',
  introHtml:
    '<h2>Our approach</h2><p>Draft for review: from 2027 we want every business client to be on a refill plan, and every oil to be blended from ingredients we can trace.</p>',
  imageAlt: 'Lemongrass home scent oil in a refillable bottle',
  refillHtml:
    '<h2>Refill, do not replace</h2><p>Every 500 ml business oil comes in an aluminium bottle that we collect, clean and refill at your next visit. From 2027, bottles will be collected by electric van in Singapore.</p>',
  commitmentsHtml:
    '<h2>Our 2027 commitments</h2><ul><li>100% of business oils on a refill plan.</li><li>Traceable sources for our ten main ingredients.</li><li>A yearly report on oil use per client.</li></ul>',
};
