// Names, institutions and places the seed composes authors and board members from.
// Institutions are invented; they stand for the engineering colleges a journal like this serves.

/** Given and family names by region; the weight is how often a group is drawn. */
export const nameGroups = [
  {
    weight: 8,
    given: [
      'Aarav', 'Aditi', 'Akash', 'Ananya', 'Anil', 'Anjali', 'Arjun', 'Arun', 'Bhavana', 'Deepa',
      'Deepak', 'Divya', 'Ganesh', 'Gayathri', 'Harish', 'Indira', 'Janani', 'Karthik', 'Kavya',
      'Keerthana', 'Krishna', 'Lakshmi', 'Madhavan', 'Manoj', 'Meena', 'Mohan', 'Naveen',
      'Nandini', 'Nikhil', 'Nisha', 'Pooja', 'Pradeep', 'Prakash', 'Priya', 'Rahul', 'Rajesh',
      'Ramya', 'Ravi', 'Rekha', 'Rohit', 'Sanjay', 'Saranya', 'Senthil', 'Shalini', 'Shreya',
      'Sneha', 'Sridhar', 'Sunita', 'Suresh', 'Swathi', 'Tarun', 'Uma', 'Varun', 'Vidya', 'Vijay',
      'Vinod', 'Yamini', 'Yash', 'Farhan', 'Ayesha', 'Imran', 'Zoya', 'Joseph', 'Mary', 'Thomas',
    ],
    family: [
      'Sharma', 'Iyer', 'Reddy', 'Nair', 'Menon', 'Krishnan', 'Subramanian', 'Raghavan', 'Gupta',
      'Verma', 'Patel', 'Joshi', 'Kulkarni', 'Deshpande', 'Rao', 'Naidu', 'Pillai', 'Chatterjee',
      'Banerjee', 'Mukherjee', 'Das', 'Bose', 'Sen', 'Singh', 'Kaur', 'Yadav', 'Mishra', 'Pandey',
      'Tiwari', 'Srinivasan', 'Venkatesh', 'Balasubramanian', 'Ramasamy', 'Murugan', 'Selvaraj',
      'Arumugam', 'Kannan', 'Sundaram', 'Chandrasekaran', 'Natarajan', 'Varghese', 'Fernandes',
      "D'Souza", 'Khan', 'Ahmed', 'Siddiqui', 'Hussain', 'Agarwal', 'Jain', 'Mehta', 'Shah',
      'Bhat', 'Hegde', 'Shetty', 'Kamath',
    ],
  },
  {
    weight: 1,
    given: ['Daniel', 'Elena', 'Marco', 'Sofia', 'Lukas', 'Hannah', 'Jürgen', 'Anna', 'José', 'Lucía'],
    family: ['Rossi', 'Müller', 'Schmidt', 'García', 'Novak', 'Becker', 'Fernández', 'Ricci'],
  },
  {
    weight: 1,
    given: ['Kenji', 'Mei', 'Wei', 'Hiroshi', 'Ling', 'Minh', 'Siti', 'Ahmad'],
    family: ['Tanaka', 'Chen', 'Wang', 'Nguyen', 'Lim', 'Rahman', 'Tan', 'Sato'],
  },
  {
    weight: 1,
    given: ['Amina', 'Omar', 'Chinedu', 'Fatima', 'Yusuf', 'Layla', 'Kwame', 'Ngozi'],
    family: ['Okafor', 'Haddad', 'Al-Harthy', 'Mensah', 'Adeyemi', 'Farouk', 'Nasser'],
  },
] as const;

export const designations = [
  'Professor',
  'Associate Professor',
  'Assistant Professor',
  'Research Scholar',
  'PG Scholar',
  'Senior Research Fellow',
  'UG Student',
] as const;

export const institutions = [
  { name: 'Kaveri Institute of Technology', city: 'Coimbatore', country: 'India' },
  { name: 'Vindhya College of Engineering', city: 'Bhopal', country: 'India' },
  { name: 'Aravali University of Science and Technology', city: 'Jaipur', country: 'India' },
  { name: 'Godavari Engineering College', city: 'Rajahmundry', country: 'India' },
  { name: 'Nilgiri Institute of Engineering and Technology', city: 'Ooty', country: 'India' },
  { name: 'Sahyadri College of Engineering', city: 'Pune', country: 'India' },
  { name: 'Narmada Technological University', city: 'Vadodara', country: 'India' },
  { name: 'Brahmaputra Institute of Technology', city: 'Guwahati', country: 'India' },
  { name: 'Tamraparni College of Engineering', city: 'Tirunelveli', country: 'India' },
  { name: 'Krishna Valley Institute of Technology', city: 'Vijayawada', country: 'India' },
  { name: 'Malabar College of Engineering', city: 'Kozhikode', country: 'India' },
  { name: 'Ganga Institute of Technology and Management', city: 'Varanasi', country: 'India' },
  { name: 'Deccan Engineering University', city: 'Hyderabad', country: 'India' },
  { name: 'Cauvery Delta College of Engineering', city: 'Thanjavur', country: 'India' },
  { name: 'Konkan Institute of Technology', city: 'Ratnagiri', country: 'India' },
  { name: 'Satpura Engineering College', city: 'Nagpur', country: 'India' },
  { name: 'Eastern Ghats University', city: 'Visakhapatnam', country: 'India' },
  { name: 'Mahanadi Institute of Technology', city: 'Cuttack', country: 'India' },
  { name: 'Lakeside Technical University', city: 'Kandy', country: 'Sri Lanka' },
  { name: 'Himalayan Institute of Engineering', city: 'Kathmandu', country: 'Nepal' },
  { name: 'Gulf Coast University of Technology', city: 'Muscat', country: 'Oman' },
  { name: 'Straits Institute of Technology', city: 'Penang', country: 'Malaysia' },
  { name: 'Rhine Valley University of Applied Sciences', city: 'Karlsruhe', country: 'Germany' },
  { name: 'Northern Lakes Polytechnic University', city: 'Tampere', country: 'Finland' },
] as const;

export type Institution = (typeof institutions)[number];

/** Countries of the international members of an editorial board. */
export const boardCountries = ['India', 'India', 'India', 'Malaysia', 'Germany', 'Oman', 'Sri Lanka'] as const;
