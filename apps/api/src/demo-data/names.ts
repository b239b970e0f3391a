/** Word lists for realistic demo names and places. */
const words = (text: string) => text.trim().split(/\s+/);

export const FEMALE_FIRST = words(`
  Olivia Emma Ava Sophia Isabella Mia Amelia Harper Evelyn Abigail Emily Ella Elizabeth Camila Luna Sofia Avery Mila
  Aria Scarlett Penelope Layla Chloe Victoria Madison Eleanor Grace Nora Riley Zoey Hannah Hazel Lily Ellie Violet
  Lillian Zoe Stella Aurora Natalie Emilia Everly Leah Aubrey Willow Addison Lucy Audrey Bella Nova Brooklyn Paisley
  Savannah Claire Skylar Isla Genesis Naomi Elena Caroline Eliana Anna Maya Valentina Ruby Kennedy Ivy Ariana Aaliyah
  Cora Madelyn Alice Kinsley Hailey Gabriella Allison Gianna Serenity Samantha Sarah Autumn Quinn Eva Piper Sophie
  Sadie Delilah Josephine Nevaeh Adeline Arya Emery Lydia Clara Vivian Madeline Peyton Julia Rylee Jade Chiara Ines
  Yuki Sakura Mei Priya Ananya Fatima Amara Zara Freya Astrid Ingrid Lena Marta Lucia Carmen Daniela Valeria Ximena
`);

export const MALE_FIRST = words(`
  Liam Noah Oliver Elijah James William Benjamin Lucas Henry Theodore Jack Levi Alexander Jackson Mateo Daniel Michael
  Mason Sebastian Ethan Logan Owen Samuel Jacob Asher Aiden John Joseph Wyatt David Leo Luke Julian Hudson Grayson
  Matthew Ezra Gabriel Carter Isaac Jayden Luca Anthony Dylan Lincoln Thomas Maverick Elias Josiah Charles Caleb
  Christopher Ezekiel Miles Jaxon Isaiah Andrew Joshua Nathan Nolan Adrian Cameron Santiago Eli Aaron Ryan Angel
  Cooper Waylon Easton Kai Christian Landon Colton Roman Axel Brooks Jonathan Robert Jameson Ian Everett Greyson
  Wesley Jeremiah Hunter Leonardo Jordan Jose Bennett Silas Nicholas Parker Beau Weston Austin Connor Carson Dominic
  Hiroshi Kenji Arjun Rohan Omar Tariq Malik Kwame Lars Sven Mateus Diego Rafael Marco Pablo Andre Felix Oskar
`);

export const LAST_NAMES = words(`
  Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson
  Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker Young
  Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter
  Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers
  Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez
  Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez
  Rossi Bianchi Muller Schmidt Dubois Laurent Silva Santos Costa Novak Kowalski Jensen Larsen Berg Tanaka Sato Suzuki
`);

/** Stage-name and username parts. */
export const STAGE_WORDS = words(`
  moon star sky rose lily honey peach cherry berry velvet silk neon pixel cosmic lunar solar storm ember blaze frost
  shadow mystic wild fox bunny kitty angel devil sugar spice candy dream lush glow vibe muse siren nova aura sunny
  golden silver crystal ruby jade ocean wave coral river forest sage willow fern ivy maple autumn winter summer spring
  retro arcade byte glitch quest loot raid boss level combo turbo rocket comet orbit nebula galaxy zen yoga fit chef
  beats tunes ink canvas brush sketch craft forge studio lab den club crew squad
`);

export const BRAND_SUFFIXES = words(
  `Studio Collective Crew Club Lab Productions Games Media Workshop Society Show Podcast Duo`,
);

/** Cities with real-ish coordinates: [city, country, lat, lon]. */
export const CITIES: ReadonlyArray<readonly [string, string, number, number]> = [
  ['New York', 'USA', 40.7128, -74.006],
  ['Los Angeles', 'USA', 34.0522, -118.2437],
  ['Chicago', 'USA', 41.8781, -87.6298],
  ['Houston', 'USA', 29.7604, -95.3698],
  ['Phoenix', 'USA', 33.4484, -112.074],
  ['Miami', 'USA', 25.7617, -80.1918],
  ['Atlanta', 'USA', 33.749, -84.388],
  ['Seattle', 'USA', 47.6062, -122.3321],
  ['San Francisco', 'USA', 37.7749, -122.4194],
  ['San Diego', 'USA', 32.7157, -117.1611],
  ['Las Vegas', 'USA', 36.1699, -115.1398],
  ['Austin', 'USA', 30.2672, -97.7431],
  ['Dallas', 'USA', 32.7767, -96.797],
  ['Denver', 'USA', 39.7392, -104.9903],
  ['Boston', 'USA', 42.3601, -71.0589],
  ['Nashville', 'USA', 36.1627, -86.7816],
  ['Portland', 'USA', 45.5152, -122.6784],
  ['Orlando', 'USA', 28.5383, -81.3792],
  ['Philadelphia', 'USA', 39.9526, -75.1652],
  ['Minneapolis', 'USA', 44.9778, -93.265],
  ['Toronto', 'Canada', 43.6532, -79.3832],
  ['Montreal', 'Canada', 45.5017, -73.5673],
  ['Vancouver', 'Canada', 49.2827, -123.1207],
  ['Calgary', 'Canada', 51.0447, -114.0719],
  ['Mexico City', 'Mexico', 19.4326, -99.1332],
  ['Guadalajara', 'Mexico', 20.6597, -103.3496],
  ['Bogotá', 'Colombia', 4.711, -74.0721],
  ['Medellín', 'Colombia', 6.2442, -75.5812],
  ['Buenos Aires', 'Argentina', -34.6037, -58.3816],
  ['São Paulo', 'Brazil', -23.5505, -46.6333],
  ['Rio de Janeiro', 'Brazil', -22.9068, -43.1729],
  ['Santiago', 'Chile', -33.4489, -70.6693],
  ['Lima', 'Peru', -12.0464, -77.0428],
  ['London', 'UK', 51.5074, -0.1278],
  ['Manchester', 'UK', 53.4808, -2.2426],
  ['Birmingham', 'UK', 52.4862, -1.8904],
  ['Edinburgh', 'UK', 55.9533, -3.1883],
  ['Dublin', 'Ireland', 53.3498, -6.2603],
  ['Paris', 'France', 48.8566, 2.3522],
  ['Lyon', 'France', 45.764, 4.8357],
  ['Marseille', 'France', 43.2965, 5.3698],
  ['Berlin', 'Germany', 52.52, 13.405],
  ['Hamburg', 'Germany', 53.5511, 9.9937],
  ['Munich', 'Germany', 48.1351, 11.582],
  ['Cologne', 'Germany', 50.9375, 6.9603],
  ['Amsterdam', 'Netherlands', 52.3676, 4.9041],
  ['Rotterdam', 'Netherlands', 51.9244, 4.4777],
  ['Brussels', 'Belgium', 50.8503, 4.3517],
  ['Madrid', 'Spain', 40.4168, -3.7038],
  ['Barcelona', 'Spain', 41.3851, 2.1734],
  ['Valencia', 'Spain', 39.4699, -0.3763],
  ['Lisbon', 'Portugal', 38.7223, -9.1393],
  ['Porto', 'Portugal', 41.1579, -8.6291],
  ['Rome', 'Italy', 41.9028, 12.4964],
  ['Milan', 'Italy', 45.4642, 9.19],
  ['Naples', 'Italy', 40.8518, 14.2681],
  ['Vienna', 'Austria', 48.2082, 16.3738],
  ['Zurich', 'Switzerland', 47.3769, 8.5417],
  ['Prague', 'Czechia', 50.0755, 14.4378],
  ['Warsaw', 'Poland', 52.2297, 21.0122],
  ['Krakow', 'Poland', 50.0647, 19.945],
  ['Budapest', 'Hungary', 47.4979, 19.0402],
  ['Bucharest', 'Romania', 44.4268, 26.1025],
  ['Athens', 'Greece', 37.9838, 23.7275],
  ['Stockholm', 'Sweden', 59.3293, 18.0686],
  ['Copenhagen', 'Denmark', 55.6761, 12.5683],
  ['Oslo', 'Norway', 59.9139, 10.7522],
  ['Helsinki', 'Finland', 60.1699, 24.9384],
  ['Kyiv', 'Ukraine', 50.4501, 30.5234],
  ['Istanbul', 'Turkey', 41.0082, 28.9784],
  ['Dubai', 'UAE', 25.2048, 55.2708],
  ['Tel Aviv', 'Israel', 32.0853, 34.7818],
  ['Cairo', 'Egypt', 30.0444, 31.2357],
  ['Lagos', 'Nigeria', 6.5244, 3.3792],
  ['Nairobi', 'Kenya', -1.2921, 36.8219],
  ['Cape Town', 'South Africa', -33.9249, 18.4241],
  ['Johannesburg', 'South Africa', -26.2041, 28.0473],
  ['Mumbai', 'India', 19.076, 72.8777],
  ['Bangalore', 'India', 12.9716, 77.5946],
  ['Delhi', 'India', 28.7041, 77.1025],
  ['Bangkok', 'Thailand', 13.7563, 100.5018],
  ['Singapore', 'Singapore', 1.3521, 103.8198],
  ['Kuala Lumpur', 'Malaysia', 3.139, 101.6869],
  ['Manila', 'Philippines', 14.5995, 120.9842],
  ['Jakarta', 'Indonesia', -6.2088, 106.8456],
  ['Ho Chi Minh City', 'Vietnam', 10.8231, 106.6297],
  ['Hong Kong', 'China', 22.3193, 114.1694],
  ['Taipei', 'Taiwan', 25.033, 121.5654],
  ['Seoul', 'South Korea', 37.5665, 126.978],
  ['Tokyo', 'Japan', 35.6762, 139.6503],
  ['Osaka', 'Japan', 34.6937, 135.5023],
  ['Sydney', 'Australia', -33.8688, 151.2093],
  ['Melbourne', 'Australia', -37.8136, 144.9631],
  ['Brisbane', 'Australia', -27.4698, 153.0251],
  ['Perth', 'Australia', -31.9505, 115.8605],
  ['Auckland', 'New Zealand', -36.8485, 174.7633],
];
